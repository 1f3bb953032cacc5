import { act as preactAct } from 'preact/test-utils';

/**
 * `act` for Testing Library on Preact (ADR 0067), with React's timing. An async `act` in React waits a macrotask
 * after its callback settles before it flushes, so the promise chains the callback started (a mutation's `onMutate`
 * awaiting a query's cancellation, then its request) have run when the test looks; Preact's flushes at once. The
 * web tests were written against React's, so this keeps it. A synchronous `act` (render, fireEvent) is Preact's.
 */
export function act(callback: () => unknown): Promise<unknown> {
  let result: unknown;
  const settled = preactAct(() => {
    result = callback();
    if (!isThenable(result)) return;
    return Promise.resolve(result).then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  });
  // Testing Library hands back the callback's own value (e.g. renderHook's result).
  return settled.then(() => result);
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value != null && typeof (value as PromiseLike<unknown>).then === 'function';
