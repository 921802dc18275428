import type { CompiledPage } from './compile-page.ts';
import { makeDigests, treeJsonOf } from './page-digests.ts';

/**
 * A compiled page with its tree serialised once and its digests made
 * (page-digests.ts), ready for postMessage and the disk cache. It is read
 * back from its JSON, so a fresh page is what a cache hit gives (no
 * undefined fields, dates as text), in V8's compact forms: strings and
 * objects kept as the compiler built them survive structured clone as they
 * are, about 50 MB more heap for the main thread at 10,000 pages.
 */
export function packPage(page: CompiledPage): CompiledPage {
  if (page.treeJson !== undefined && page.digests) return page;
  const packed: CompiledPage = {
    ...page,
    treeJson: treeJsonOf(page),
    tree: [],
  };
  packed.digests = makeDigests(packed);
  return JSON.parse(JSON.stringify(packed)) as CompiledPage;
}
