/**
 * What every benchmark process needs: environment knobs, a log prefix, and undo steps that run on success,
 * failure, the watchdog's timeout or Ctrl-C (SIGINT/SIGTERM), each bounded in time.
 */

export function envNumber(name: string, fallback: number, min = 0): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}`);
  return value;
}

export function envList(name: string, fallback: string): string[] {
  return (process.env[name] ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The admin URL without credentials, for logs and reports. */
export const adminUrlForDisplay = () => ADMIN_URL.replace(/\/\/[^@]*@/, '//');

export function createLog(prefix: string) {
  return (message: string) => console.log(`[${prefix}] ${message}`);
}

const cleanups: { name: string; run: () => Promise<unknown> }[] = [];

/** Registers an undo step; steps run in reverse order of registration. */
export function onCleanup(name: string, run: () => Promise<unknown>) {
  cleanups.push({ name, run });
}

let cleaning: Promise<void> | null = null;

/**
 * Runs (and forgets) every registered undo step, newest first, each for at most 15 s. A second call while
 * steps are running (Ctrl-C during the normal clean-up) waits for the same run instead of racing it.
 */
export function runCleanups(log: (message: string) => void = console.log): Promise<void> {
  cleaning ??= drain(log).finally(() => {
    cleaning = null;
  });
  return cleaning;
}

async function drain(log: (message: string) => void) {
  while (cleanups.length > 0) {
    const step = cleanups.pop()!;
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), 15_000);
    });
    try {
      const outcome = await Promise.race([step.run(), limit]);
      if (outcome === 'timeout') console.error(`cleanup: ${step.name} did not finish within 15 s`);
      else if (performance.now() - started > 2000)
        log(`cleanup: ${step.name} took ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      console.error(`cleanup: ${step.name} failed:`, (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Runs a benchmark's body under a watchdog. The body returns the problems it found (empty: success); a thrown
 * error is a problem too. Cleanups run in every case. Resolves to the process exit code (0 ok, 1 problems);
 * the watchdog exits with 2 and a signal with 130 after cleaning up.
 */
export async function runBenchmark(
  name: string,
  timeoutMinutes: number,
  body: () => Promise<string[]>,
): Promise<number> {
  const log = createLog(name);
  let exiting = false;
  const exitAfterCleanup = (code: number) => {
    if (exiting) return;
    exiting = true;
    void runCleanups(log).finally(() => process.exit(code));
  };
  const watchdog = setTimeout(() => {
    console.error(`[${name}] timed out after ${timeoutMinutes} min; cleaning up`);
    exitAfterCleanup(2);
  }, timeoutMinutes * 60_000);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`[${name}] ${signal}; cleaning up`);
      exitAfterCleanup(130);
    });
  }
  const problems: string[] = [];
  try {
    problems.push(...(await body()));
  } catch (error) {
    problems.push((error as Error).stack ?? String(error));
  } finally {
    await runCleanups(log);
    clearTimeout(watchdog);
  }
  for (const problem of problems) console.error(`[${name}] FAILED ${problem}`);
  return problems.length > 0 ? 1 : 0;
}

/** Rejects when `promise` has not settled within `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
