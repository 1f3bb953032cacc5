/**
 * Where the server reads the time when a rule depends on it (cut-offs, the midnight run): injected, so tests
 * can stand at 21:59 or 00:00 IST without waiting for it.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
