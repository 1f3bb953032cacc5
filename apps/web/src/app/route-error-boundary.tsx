import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isOnline, subscribeToOnline } from '../shared/network/use-online.js';
import { allowPageRetry } from './retryable-lazy.js';
import { isChunkLoadError, RouteErrorPanel } from './route-error-panel.js';

/** A page whose code did not arrive while the browser still claims a connection (a flaky one) is retried this often. */
const CHUNK_RETRY_MS = 15_000;

interface Props {
  /** A new key (the path) clears a failure, so the tabs keep working after one page failed. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/**
 * Catches a page that fails to load or render (a lazy chunk that could not be fetched offline, a render error)
 * inside the shell, so the header and bottom navigation stay. Offline, it shows "You're offline" and tries the
 * page again by itself as soon as the connection returns.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };
  private stopListening: (() => void) | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    if (state.error) allowPageRetry();
    return { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
    clearTimeout(this.retryTimer);
    if (isChunkLoadError(error) && isOnline()) this.retryTimer = setTimeout(this.retry, CHUNK_RETRY_MS);
  }

  override componentDidMount() {
    this.stopListening = subscribeToOnline(() => {
      if (this.state.error && isOnline()) this.retry();
    });
  }

  override componentWillUnmount() {
    this.stopListening?.();
    clearTimeout(this.retryTimer);
  }

  retry = () => {
    clearTimeout(this.retryTimer);
    allowPageRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <RouteErrorPanel error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
