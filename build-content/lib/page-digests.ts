/**
 * Hashes of the big texts a compiled page brings to every route it is
 * served at (its tree, its twin's body, its source), made once per page:
 * where the page is packed (a compile thread, and with it the disk cache),
 * else on first use. A route's chunk and twin hash their own small parts
 * with these instead of the page's text again, so a locale's untranslated
 * routes, and a rebuild that finds its pages in the cache, hash no tree.
 */
import { sha256 } from './compile-cache.ts';
import type { CompiledPage, PageDigests } from './compile-page.ts';

/** A twin's body: the page's Markdown without a leading h1 (the twin opens with the title). */
export function twinBody(markdown: string): string {
  return markdown.replace(/^# [^\n]*\n+/, '');
}

/** The page's tree as JSON text. */
export function treeJsonOf(page: CompiledPage): string {
  return page.treeJson ?? JSON.stringify(page.tree);
}

export function makeDigests(page: CompiledPage): PageDigests {
  const tree = treeJsonOf(page);
  return {
    tree: sha256(tree),
    treeBytes: Buffer.byteLength(tree),
    twinBody: sha256(twinBody(page.markdown)),
    source: sha256(page.source),
  };
}

const made = new WeakMap<CompiledPage, PageDigests>();

/**
 * The page's digests: the packed ones (a packed page has its tree as text;
 * one without is a page made anew from a packed one), or made here once.
 */
export function pageDigests(page: CompiledPage): PageDigests {
  if (page.digests && page.treeJson !== undefined) return page.digests;
  let digests = made.get(page);
  if (!digests) {
    digests = makeDigests(page);
    made.set(page, digests);
  }
  return digests;
}
