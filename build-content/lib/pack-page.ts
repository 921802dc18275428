import type { CompiledPage } from './compile-page.ts';

/** A compiled page with its tree serialised once, ready for postMessage and the disk cache. */
export function packPage(page: CompiledPage): CompiledPage {
  if (page.treeJson !== undefined) return page;
  return { ...page, treeJson: JSON.stringify(page.tree), tree: [] };
}
