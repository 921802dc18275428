import type { PageChunk } from '../../../build-content/bundle-format';
import { PageFooter } from '../../features/page-footer/page-footer';

/**
 * The per-page footer area (SPEC.md §2 "Page footer area"): feedback widget,
 * Copy as Markdown, notebook banner and support link mount here.
 */
export function PageFooterSlot(props: { route: string; chunk: PageChunk }) {
  return <PageFooter {...props} />;
}
