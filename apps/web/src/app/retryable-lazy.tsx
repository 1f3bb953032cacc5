import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy keeps a failed import for good, so a page that could not load offline would stay broken after the
 * connection returns. This one swaps in a fresh lazy component after a failure: the next render (the error
 * boundary's retry) imports again.
 */
export function retryableLazy(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let current: LazyExoticComponent<ComponentType>;
  const attempt = () =>
    load().catch((error: unknown) => {
      current = lazy(attempt);
      throw error;
    });
  current = lazy(attempt);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the route table loads, never during a render
  return function RetryablePage() {
    const Page = current;
    return <Page />;
  };
}
