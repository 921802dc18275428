import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withEntryHeader } from '../../build-content/lib/collections/entry-header.ts';
import { sha256 } from '../../build-content/lib/compile-cache.ts';
import { type CompiledPage, compilePage } from '../../build-content/lib/compile-page.ts';
import { packPage } from '../../build-content/lib/pack-page.ts';
import { pageDigests, twinBody } from '../../build-content/lib/page-digests.ts';
import { renderRoute } from '../../build-content/lib/route-output.ts';
import { resolveSiteConfig } from '../../build-content/lib/site-config.ts';
import { fixtures } from './helpers.ts';

const config = resolveSiteConfig({});

function compile(source: string): CompiledPage {
  const absolutePath = path.join(fixtures, 'inline', 'page.mdx');
  return compilePage({ absolutePath, source, kind: 'mdx', variables: {} });
}

function render(page: CompiledPage, route: string, title = 'Zeitstempel') {
  const meta = {
    route,
    locale: route.startsWith('/ja-JP') ? 'ja-JP' : 'en-US',
    title,
    description: 'Über Spannen',
    timestamp: null,
    filePath: 'pages/page.mdx',
    contributors: [],
    canonical: route,
    markdownPath: `${route}.md`,
  };
  return renderRoute(page, meta, '/docs/page', 'key', [], config);
}

const source = '# Zeitstempel\n\nSpannen über ✓ Grenzen.\n\n## 時間\n\nテキスト。\n';

describe('page digests', () => {
  it('are the hashes of the packed page’s tree, twin body and source', () => {
    const packed = packPage(compile(source));
    expect(packed.digests).toEqual({
      tree: sha256(packed.treeJson as string),
      treeBytes: Buffer.byteLength(packed.treeJson as string),
      twinBody: sha256(twinBody(packed.markdown)),
      source: sha256(packed.source),
    });
  });

  it('describe a page made anew from a packed one by its own tree, not the packed one’s', () => {
    const packed = packPage(compile(source));
    const item = {
      collection: 'blog',
      entry: { date: '2026-01-01', authors: [], tags: [], readingMinutes: 1 },
      page: packed,
    } as unknown as Parameters<typeof withEntryHeader>[0];
    const decorated = withEntryHeader(item);
    expect(pageDigests(decorated).tree).not.toBe(packed.digests?.tree);
    expect(render(decorated, '/blog/page').hash).not.toBe(render(packed, '/blog/page').hash);
  });

  it('give a route the same hashes and sizes packed or not, each its own at each route', () => {
    const plain = compile(source);
    const packed = packPage(plain);
    const here = render(plain, '/docs/page');
    const there = render(packed, '/docs/page');
    expect(there.json).toBe(here.json);
    expect(there.hash).toBe(here.hash);
    expect(there.twinHash).toBe(here.twinHash);
    expect(here.bytes).toBe(Buffer.byteLength(here.json));
    expect(here.searchBytes).toBe(Buffer.byteLength(here.searchPiece));
    expect(here.searchHeadBytes).toBe(Buffer.byteLength(here.searchHeadPiece));
    // An untranslated page under a second locale's route: a chunk and a search line of its own.
    const fallback = render(packed, '/ja-JP/docs/page');
    expect(fallback.hash).not.toBe(there.hash);
    expect(fallback.searchPiece.startsWith('"/ja-JP/docs/page":')).toBe(true);
    expect(fallback.searchHash).not.toBe(there.searchHash);
    expect(fallback.searchBytes).toBe(Buffer.byteLength(fallback.searchPiece));
    // Another title is another search entry, though the page is the same.
    const retitled = render(packed, '/ja-JP/docs/page', 'タイムスタンプ');
    expect(retitled.searchPiece).toContain('タイムスタンプ');
    expect(retitled.twinHash).not.toBe(fallback.twinHash);
    // Another tree is another hash.
    const edited = render(packPage(compile(source.replace('Grenzen', 'Ränder'))), '/docs/page');
    expect(edited.hash).not.toBe(there.hash);
    expect(edited.twinHash).not.toBe(there.twinHash);
  });
});
