import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  /** Which remote this boundary guards; named in the console when it fails. */
  remote: string;
  /** What to show instead; `retry` renders the children again. */
  fallback: (retry: () => void) => ReactNode;
  /** A new value (the next page) clears the error and tries the remote again. */
  resetKey?: unknown;
  /** Called before the children render again after a failure (Retry or a new resetKey). */
  onReset?: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/** Keeps a failing remote (down, or throwing while rendering) inside its own area of the page. */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[storefront] remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: RemoteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  private readonly retry = () => {
    this.props.onReset?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
