declare const __APP_VERSION__: string | undefined;

/** The web app's version from package.json, set by Vite at build time ('dev' where Vite did not define it). */
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
