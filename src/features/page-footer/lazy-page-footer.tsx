import { useEffect, useRef, useState } from 'react';
import type { PageChunk } from '../../../build-content/bundle-format';
import { lazyPart, PartBoundary, usePartAttempt } from '../../theme/lazy-part';

/** Set once the footer's chunk has been asked for: later pages render it straight away. */
let requested = false;
const loadPageFooter = () => {
  requested = true;
  return import('./page-footer').then((module) => ({ default: module.PageFooter }));
};
const PageFooter = lazyPart(loadPageFooter);

/** How far below the viewport the footer starts loading, so it is there before the reader is. */
const LOAD_MARGIN = '0px 0px 800px 0px';

/**
 * The page footer area, loaded as its own chunk when it nears the viewport:
 * its widgets (feedback, Copy as Markdown, notebook banner) are below the fold
 * and stay off a docs page's first load. An empty placeholder marks its place
 * until then (also on the server, where nothing is observed).
 */
export function LazyPageFooter(props: { route: string; chunk: PageChunk }) {
  const [near, setNear] = useState(requested);
  // Code that could not be fetched (the reader went offline before it was)
  // leaves the placeholder, and is asked for again once the network is back.
  const { attempt, failed, fail } = usePartAttempt();
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const pending = <div ref={placeholder} className="page-footer-pending" />;
  if (!near || failed) return pending;
  return (
    <PartBoundary key={attempt} fallback={pending} onError={fail}>
      <PageFooter {...props} />
    </PartBoundary>
  );
}
