import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRemoteFailure } from './remote-failure-report';

interface RemoteErrorBoundaryProps {
  /** Which remote this boundary guards; named in the console when it fails. */
  remote: string;
  /** What to show instead; `retry` renders the children again; `error` is what was thrown. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  /** The page's path: reported with a failure, and a new one clears the error and tries again. */
  route: string;
  /** Called before the children render again after a failure (Retry or a new route). */
  onReset?: () => void;
  /**
   * For an error the area can recover from: a promise of whether to render the children again
   * (shown `whileRecovering` until then); null for the fallback.
   */
  recover?: (error: unknown) => Promise<boolean> | null;
  whileRecovering?: ReactNode;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
  error?: unknown;
  recovering?: boolean;
}

/** Keeps a failing remote (down, or throwing while rendering) inside its own area of the page. */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = { failed: false };

  private mounted = false;
  /** The recovery under way: React may report one failure more than once, which is one try. */
  private recovery: Promise<boolean> | null = null;

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { failed: true, error, recovering: false };
  }

  override componentDidMount() {
    this.mounted = true;
  }

  override componentWillUnmount() {
    this.mounted = false;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[storefront] remote "${this.props.remote}" failed`, error, info.componentStack);
    reportRemoteFailure(this.props.remote, error, this.props.route);
    const recovery = this.recovery ?? this.props.recover?.(error);
    if (!recovery) return;
    this.recovery = recovery;
    // Set during the commit, so the fallback never paints before the recovery's placeholder.
    this.setState({ recovering: true });
    recovery.then(
      (renderAgain) => this.endRecovery(renderAgain),
      () => this.endRecovery(false),
    );
  }

  private endRecovery(renderAgain: boolean) {
    this.recovery = null;
    if (!this.mounted || !this.state.recovering) return;
    if (renderAgain) this.retry();
    else this.setState({ recovering: false });
  }

  override componentDidUpdate(previous: RemoteErrorBoundaryProps) {
    if (this.state.failed && previous.route !== this.props.route) this.retry();
  }

  private readonly retry = () => {
    this.props.onReset?.();
    this.setState({ failed: false, error: undefined, recovering: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.state.recovering
      ? this.props.whileRecovering
      : this.props.fallback(this.retry, this.state.error);
  }
}
