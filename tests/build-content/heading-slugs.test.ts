import GithubSlugger from 'github-slugger';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TreeElement, TreeNode } from '../../build-content/bundle-format.ts';
import { compilePage } from '../../build-content/lib/compile-page.ts';
import { formatDiagnostic } from '../../build-content/lib/diagnostics.ts';
import { type Bundle, buildFixture, fixtures } from './helpers.ts';
import { elementsOf, textOf } from './tree-query.ts';

let bundle: Bundle;
beforeAll(async () => {
  bundle = await buildFixture('nextra-slugs');
});

/** A page's top-level headings, in document order. */
const headingsOf = (route: string) =>
  bundle
    .page(route)
    .tree.filter((node): node is TreeElement => Array.isArray(node) && /^h[1-6]$/.test(node[0]));

describe('heading anchors in every script (github-slugger, as Nextra writes them)', () => {
  it('builds with every link to an anchor resolved', () => {
    expect(bundle.output.errors.map(formatDiagnostic)).toEqual([]);
    expect(bundle.output.warnings.map(formatDiagnostic)).toEqual([]);
  });

  it.each([
    ['/docs/options', ['настройка', 'опции', 'опции-1', '-быстрый-старт']],
    ['/docs/settings', ['設定', 'グローバル設定へアクセス', '設定についてオプション']],
    ['/docs/arabic', ['الإعدادات', 'البدء-السريع', 'مرحبا-بالعالم']],
    ['/docs/korean', ['설정', '빠른-시작', '무엇을-할-수-있나요']],
  ])('gives %s the ids github-slugger gives its headings', (route, ids) => {
    const headings = headingsOf(route);
    expect(headings.map((heading) => heading[1]?.id)).toEqual(ids);
    const slugger = new GithubSlugger();
    const expected = headings.map((heading) =>
      slugger.slug(textOf(heading.slice(2) as TreeNode[])),
    );
    expect(expected).toEqual(ids);
  });

  it('keeps links to those anchors as written, so the browser finds them', () => {
    const hrefs = elementsOf(bundle.page('/').tree, 'a').map((link) =>
      decodeURIComponent(String(link[1]?.href)),
    );
    expect(hrefs).toContain('/docs/options#опции-1');
    expect(hrefs).toContain('/docs/settings#グローバル設定へアクセス');
    expect(hrefs).toContain('/docs/arabic#البدء-السريع');
    expect(hrefs).toContain('/docs/korean#빠른-시작');
  });
});

describe('headings with no text of their own', () => {
  it('keep an anchor and a TOC entry; a written id counts for the numbering', () => {
    expect(bundle.page('/docs/nested').toc).toEqual([
      { id: 'configuration', value: 'Configuration', depth: 2 },
      { id: 'environment', value: 'Environment', depth: 3 },
      { id: 'wrapped-heading', value: 'Wrapped heading', depth: 2 },
      { id: 'logo', value: 'logo', depth: 2 },
      { id: 'advanced', value: 'Advanced', depth: 2 },
      { id: 'advanced-1', value: 'Advanced', depth: 2 },
    ]);
  });

  it('keep a search section, with or without text under them', () => {
    expect(bundle.search()['/docs/nested'].data).toEqual({
      'configuration#Configuration': '',
      'environment#Environment': 'Set API_KEY before the first run.',
      'wrapped-heading#Wrapped heading': 'Text under a heading whose words sit in an element.',
      'logo#logo': 'Text under a heading made of an image only.',
      'advanced#Advanced': '',
      'advanced-1#Advanced': 'The second "Advanced" is numbered after the custom id above.',
    });
  });
});

describe('ids written for a heading', () => {
  it('keeps the id of a JSX heading and numbers a later heading of the same text', () => {
    const page = compilePage({
      absolutePath: `${fixtures}/inline/page.mdx`,
      source: '# T\n\n<h2 id="setup">Set up</h2>\n\n## Setup\n\n## <img alt="" src="x.png" />\n',
      kind: 'mdx',
      variables: {},
    });
    expect(page.toc).toEqual([
      { id: 'setup', value: 'Set up', depth: 2 },
      { id: 'setup-1', value: 'Setup', depth: 2 },
      { id: 'section', value: 'section', depth: 2 },
    ]);
  });
});
