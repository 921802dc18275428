import { Component, type ReactNode } from 'react';
import { reloadingForCode } from '../../data/build-change';
import { ServerErrorPage } from './server-error';

/**
 * A render error in a page shows the 500 page instead of a blank screen;
 * navigation resets it. When the error is code of an older build that is
 * gone, the page reloads onto the live one instead: the boundary shows
 * nothing until that is ruled out.
 */
export class PageErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: Error | null; checking: boolean }
> {
  override state = { error: null as Error | null, checking: false };

  static getDerivedStateFromError(error: Error) {
    return { error, checking: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null });
  }

  override componentDidCatch(error: Error) {
    console.error(error);
    void reloadingForCode().then((reloading) => {
      if (!reloading) this.setState({ checking: false });
    });
  }

  override render() {
    if (this.state.error && this.state.checking) return null;
    if (this.state.error) return <ServerErrorPage onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
