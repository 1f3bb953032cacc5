/** The app's realtime connection never gives up: 1 s, 2 s, 4 s … up to 30 s between tries, with jitter. */
export const REALTIME_RECONNECT = { baseMs: 1000, maxMs: 30_000 } as const;

/**
 * Delay before reconnect number `attempt` (0 for the first retry): "equal jitter", so many phones that lost
 * the same cell tower do not all come back in the same millisecond.
 */
export function realtimeReconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(REALTIME_RECONNECT.maxMs, REALTIME_RECONNECT.baseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
