/** Spec §4, §9: the native shell's push player id is synced every 2 s, up to 60 tries, until it exists. */
export const HARDWARE_SYNC = { intervalMs: 2000, maxAttempts: 60 } as const;

export type HardwareSyncOutcome = 'synced' | 'gave_up' | 'cancelled';

export interface HardwareSyncOptions {
  /** The player id once the native push registration has one; null (or a throw) until then. */
  readPlayerId: () => Promise<string | null> | string | null;
  send: (playerId: string) => Promise<unknown>;
  sleep?: (ms: number) => Promise<void>;
  isCancelled?: () => boolean;
  intervalMs?: number;
  maxAttempts?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Tries up to `maxAttempts` times, `intervalMs` apart; a failed send counts as a try too. */
export async function syncPlayerIdWithRetry(options: HardwareSyncOptions): Promise<HardwareSyncOutcome> {
  const sleep = options.sleep ?? wait;
  const interval = options.intervalMs ?? HARDWARE_SYNC.intervalMs;
  const attempts = options.maxAttempts ?? HARDWARE_SYNC.maxAttempts;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (options.isCancelled?.()) return 'cancelled';
    const playerId = await Promise.resolve()
      .then(options.readPlayerId)
      .catch(() => null);
    if (playerId) {
      try {
        await options.send(playerId);
        return 'synced';
      } catch {
        // the server or network failed: try again on the next tick
      }
    }
    if (attempt < attempts) await sleep(interval);
  }
  return 'gave_up';
}
