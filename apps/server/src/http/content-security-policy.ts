import type { Config } from '../config.js';

/**
 * The app's Content-Security-Policy: only our own origin, plus exactly the outside services that are
 * configured (Razorpay Checkout, Google Maps, a tile server), so enabling a provider never means loosening
 * everything.
 */
export function contentSecurityPolicy(config: Config) {
  const script = ["'self'"];
  const frame: string[] = [];
  const connect = ["'self'", 'ws:', 'wss:'];
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    script.push('https://checkout.razorpay.com');
    frame.push('https://api.razorpay.com', 'https://checkout.razorpay.com');
    connect.push('https://lumberjack.razorpay.com');
  }
  if (config.GOOGLE_MAPS_API_KEY) {
    script.push('https://maps.googleapis.com');
    connect.push('https://maps.googleapis.com');
  }
  const tileOrigin = /^https:\/\/[^/{}]+/.exec(config.MAP_TILE_URL)?.[0];
  if (tileOrigin) connect.push(tileOrigin);
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: script,
    connectSrc: connect,
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: frame.length ? frame : ["'none'"],
    frameAncestors: ["'none'"],
  };
}
