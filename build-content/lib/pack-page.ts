import type { CompiledPage } from './compile-page.ts';
import { makeDigests, treeJsonOf } from './page-digests.ts';

/**
 * A compiled page with its tree serialised once and its digests made
 * (page-digests.ts), ready for postMessage and the disk cache.
 */
export function packPage(page: CompiledPage): CompiledPage {
  if (page.treeJson !== undefined && page.digests) return page;
  const packed: CompiledPage = {
    ...page,
    treeJson: treeJsonOf(page),
    tree: [],
  };
  packed.digests = makeDigests(packed);
  return packed;
}
