import type { PageChunk } from '../../../build-content/bundle-format';
import { LazyPageFooter } from '../../features/page-footer/lazy-page-footer';

/**
 * The per-page footer area (SPEC.md §2 "Page footer area"): feedback widget,
 * Copy as Markdown, notebook banner and support link mount here, loaded as
 * the footer nears the viewport.
 */
export function PageFooterSlot(props: { route: string; chunk: PageChunk }) {
  return <LazyPageFooter {...props} />;
}
