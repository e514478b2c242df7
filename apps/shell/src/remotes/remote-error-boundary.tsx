import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable.js';

interface Props {
  area: string;
  /** Names the remote and the version being loaded, for the log line; asked when the failure happens. */
  describeRelease: () => string;
  /** Changing it (the pathname) clears a shown error. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.area} failed to load (${this.props.describeRelease()})`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) {
      return <RemoteUnavailable area={this.props.area} message={this.state.error.message} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
