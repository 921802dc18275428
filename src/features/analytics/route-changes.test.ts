import { describe, expect, it } from 'vitest';
import { onRouteChange, type RouteChange, reportRouteChange } from './route-changes';

describe('route changes', () => {
  it('counts a new pathname once, never a repeated one, and replays the current page on request', () => {
    reportRouteChange('/docs', '');
    const seen: RouteChange[] = [];
    const replayed: string[] = [];
    const stop = onRouteChange((change) => seen.push(change), false);
    const stopReplay = onRouteChange((change) => replayed.push(change.pathname), true);
    expect(replayed).toEqual(['/docs']);
    reportRouteChange('/docs', '?tab=python');
    reportRouteChange('/docs/tracing', '?from=nav');
    reportRouteChange('/docs/tracing', '');
    reportRouteChange('/docs', '');
    expect(seen).toEqual([
      { pathname: '/docs/tracing', path: '/docs/tracing?from=nav' },
      { pathname: '/docs', path: '/docs' },
    ]);
    stop();
    stopReplay();
    reportRouteChange('/faq', '');
    expect(seen).toHaveLength(2);
  });
});
