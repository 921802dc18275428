import { Component, type ReactNode } from 'react';
import { ServerErrorPage } from './server-error';

/** A render error in a page shows the 500 page instead of a blank screen; navigation resets it. */
export class PageErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: Error | null }
> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null });
  }

  override componentDidCatch(error: Error) {
    console.error(error);
  }

  override render() {
    if (this.state.error) return <ServerErrorPage onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
