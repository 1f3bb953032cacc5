import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInShell } from './run-in-shell.js';

afterEach(() => {
  delete (window as { Capacitor?: unknown }).Capacitor;
});

describe('shell-only code', () => {
  it('when on the web, then it is never loaded', () => {
    const load = vi.fn(async () => () => undefined);
    runInShell(load)();
    expect(load).not.toHaveBeenCalled();
  });

  it('when stopped before it has loaded in the shell, then it is stopped as soon as it loads', async () => {
    (window as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
    const stopLoaded = vi.fn();
    const stop = runInShell(async () => stopLoaded);
    stop();
    await vi.waitFor(() => expect(stopLoaded).toHaveBeenCalledOnce());
  });
});
