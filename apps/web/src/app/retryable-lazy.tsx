import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

let retryGeneration = 0;

/** Called by the page error boundary before it tries again: a page whose code failed to load imports afresh. */
export function allowPageRetry() {
  retryGeneration += 1;
}

/**
 * React.lazy keeps a failed import for good, so a page that could not load offline would stay broken after the
 * connection returns. This one swaps in a fresh lazy component, but only once the error boundary asks for a retry
 * (allowPageRetry): swapping at once would let React's own re-render after an error start a new import, and
 * another, for ever, and the failure would never reach the boundary.
 */
export function retryableLazy(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let failedIn: number | null = null;
  const make = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedIn = retryGeneration;
        throw error;
      }),
    );
  let current = make();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the route table loads, never during a render
  return function RetryablePage() {
    if (failedIn !== null && failedIn < retryGeneration) {
      failedIn = null;
      current = make();
    }
    const Page = current;
    return <Page />;
  };
}
