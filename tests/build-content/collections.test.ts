import { copyFileSync, cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Parser from 'rss-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AuthorEntriesProps,
  CollectionIndex,
  TreeElement,
} from '../../build-content/bundle-format.ts';
import { displayPath, formatDiagnostic } from '../../build-content/lib/diagnostics.ts';
import { type Bundle, buildFixture, buildTree, fixtures, tempDir } from './helpers.ts';

/** This site's own collection declaration. */
const siteDeclaration = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'content',
  '_collections.json',
);

const built: Promise<Bundle> = buildFixture('collections');
let bundle: Bundle;
beforeAll(async () => {
  bundle = await built;
});

const indexOf = (collection: string, locale = 'en-US') =>
  JSON.parse(
    bundle.text(`_content/${bundle.output.buildId}/collections/${collection}.${locale}.json`),
  ) as CollectionIndex;

type Item = Parser.Item & { 'content:encoded'?: string; creator?: string; 'dc:creator'?: string };
const parser: Parser<Record<string, never>, Item> = new Parser({
  customFields: { item: [['dc:creator', 'creators', { keepArray: true }]] },
});

describe('collection indexes', () => {
  it('builds without problems', () => {
    expect(bundle.output.errors.map(formatDiagnostic)).toEqual([]);
    expect(bundle.output.warnings.map(formatDiagnostic)).toEqual([]);
  });

  it('lists entries newest first, same day by route, with their front matter', () => {
    const changelog = indexOf('changelog');
    expect(changelog).toMatchObject({
      collection: 'changelog',
      locale: 'en-US',
      route: '/changelog',
      title: 'Changelog',
    });
    expect(changelog.entries.map((entry) => [entry.date, entry.route])).toEqual([
      ['2025-05-01', '/changelog/cost-alerts'],
      ['2025-05-01', '/changelog/session-replay'],
      ['2024-12-31', '/changelog/first-release'],
    ]);
    expect(changelog.entries[0]).toMatchObject({
      slug: 'cost-alerts',
      title: 'Cost alerts',
      description: 'Alerts when spend crosses a budget.',
      authors: ['mira', 'lena'],
      tags: ['cost', 'alerts'],
      readingMinutes: 1,
    });
    expect(changelog.entries[2].tags).toEqual([]);
    expect(indexOf('blog').title).toBe('Engineering blog');
  });

  it('keeps customer facts and writes one index per locale with fallbacks under the prefix', () => {
    expect(indexOf('customers').entries[0]).toMatchObject({
      company: 'Northwind Freight',
      industry: 'Logistics',
      size: '400 employees',
    });
    const jaBlog = indexOf('blog', 'ja');
    expect(jaBlog.route).toBe('/ja/blog');
    expect(jaBlog.entries.map((entry) => [entry.route, entry.title])).toEqual([
      ['/ja/blog/deep-dive', 'ディープダイブ'],
    ]);
    expect(indexOf('changelog', 'ja').entries.map((entry) => entry.route)).toEqual([
      '/ja/changelog/cost-alerts',
      '/ja/changelog/session-replay',
      '/ja/changelog/first-release',
    ]);
  });

  it('puts the byline header right after the entry h1', () => {
    const tree = bundle
      .page('/changelog/cost-alerts')
      .tree.filter((node): node is TreeElement => Array.isArray(node));
    expect(tree[0][0]).toBe('h1');
    expect(tree[1]).toEqual([
      'EntryHeader',
      {
        collection: 'changelog',
        date: '2025-05-01',
        authors: ['mira', 'lena'],
        tags: ['cost', 'alerts'],
        readingMinutes: 1,
      },
    ]);
  });
});

describe('RSS feeds', () => {
  it('is valid RSS 2.0 for changelog and blog, newest first with absolute links', async () => {
    const feed = await parser.parseString(bundle.text('changelog/rss.xml'));
    expect(feed.title).toBe('Changelog - Acme');
    expect(feed.link).toBe('https://example.test/changelog');
    expect(feed.items.map((item) => item.link)).toEqual([
      'https://example.test/changelog/cost-alerts',
      'https://example.test/changelog/session-replay',
      'https://example.test/changelog/first-release',
    ]);
    expect(feed.items[0]).toMatchObject({
      title: 'Cost alerts',
      guid: 'https://example.test/changelog/cost-alerts',
      pubDate: 'Thu, 01 May 2025 00:00:00 GMT',
      categories: ['cost', 'alerts'],
    });
    expect((feed.items[0] as Item & { creators: string[] }).creators).toEqual(['Mira O', 'Lena K']);
    expect(bundle.text('changelog/rss.xml')).toContain(
      '<atom:link href="https://example.test/changelog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(bundle.has('customers/rss.xml')).toBe(false);
  });

  it('carries the full body as HTML with absolute links', async () => {
    const feed = await parser.parseString(bundle.text('blog/rss.xml'));
    expect(feed.items).toHaveLength(1);
    const [item] = feed.items;
    expect(item.contentSnippet).toBe('How spans nest & why it matters.');
    const html = item['content:encoded'] as string;
    expect(html).toContain('A literal ]]&gt; in prose must not end the CDATA section.');
    expect(html).not.toContain('<h1');
    expect(html).toContain('href="https://example.test/docs/tracing"');
    expect(html).toContain('href="https://example.test/blog/deep-dive#details"');
    expect(html).toMatch(/<pre[^>]*><code[^>]*>.*print.*a &lt; b/s);
    expect(html).toContain(
      '<a href="https://example.test/blog/deep-dive#video-vid42">Watch the video: Nesting explained</a>',
    );
    expect(html).not.toContain('EntryHeader');
  });
});

describe('author pages', () => {
  const authorEntries = (route: string) => {
    const node = bundle
      .page(route)
      .tree.find((child) => Array.isArray(child) && child[0] === 'AuthorEntries') as TreeElement;
    return node[1] as unknown as AuthorEntriesProps;
  };

  it('routes one page per team member under /authors', () => {
    expect(bundle.output.routes).toEqual(
      expect.arrayContaining(['/authors/mira', '/authors/lena']),
    );
    expect(bundle.page('/authors/mira')).toMatchObject({
      title: 'Mira O',
      description: 'Mira O, Co-Founder at Acme: 2 changelog entries, 1 blog entry.',
    });
  });

  it("lists each member's entries of every collection, newest first", () => {
    expect(authorEntries('/authors/mira').entries.map((entry) => entry.route)).toEqual([
      '/changelog/cost-alerts',
      '/blog/deep-dive',
      '/changelog/first-release',
    ]);
    expect(authorEntries('/authors/lena')).toMatchObject({
      handle: 'lena',
      entries: [
        { route: '/changelog/cost-alerts', collection: 'changelog' },
        { route: '/changelog/session-replay', collection: 'changelog' },
        { route: '/customers/northwind', collection: 'customers', date: '2025-01-20' },
      ],
    });
    expect(bundle.text('authors/lena.md')).toContain(
      '- [Northwind cut triage time in half](/customers/northwind) (2025-01-20)',
    );
  });
});

describe('collection errors', () => {
  it("fails the build at the line of the problem under this site's own declaration", async () => {
    const dir = tempDir('collections-broken');
    cpSync(path.join(fixtures, 'collections-broken'), dir, { recursive: true });
    copyFileSync(siteDeclaration, path.join(dir, '_collections.json'));
    const broken = (await buildTree(dir)).output;
    const file = (name: string) => `${displayPath(path.join(dir, 'changelog', name))}`;
    expect(broken.errors.map(formatDiagnostic)).toEqual([
      `${file('bad-date.mdx')}:5:7 invalid date "2025-02-30": write it as YYYY-MM-DD`,
      `${file('no-date.mdx')}:1:1 entry needs a "date"`,
      `${file('twice.mdx')}:1:1 duplicate slug "twice" in changelog: ${file('twice.md')} has it too`,
      `${file('unknown-author.mdx')}:7:5 unknown author "ghost" (known: lena, mira)`,
    ]);
  });

  it('builds the same tree without a declaration: its changelog is ordinary pages', async () => {
    const plain = await buildFixture('collections-broken');
    const dir = 'tests/fixtures/collections-broken/changelog';
    expect(plain.output.errors.map(formatDiagnostic)).toEqual([]);
    expect(plain.output.warnings.map(formatDiagnostic)).toEqual([
      `${dir}/bad-date.mdx:5:7 date "2025-02-30" names no day of the calendar: shown as written`,
    ]);
    expect(plain.has(`_content/${plain.output.buildId}/collections/changelog.en-US.json`)).toBe(
      false,
    );
  });

  it('uses the declaration content/ has in the fixtures that stand in for this site', () => {
    const ours = readFileSync(siteDeclaration, 'utf8');
    for (const fixture of ['collections', 'site'])
      expect(readFileSync(path.join(fixtures, fixture, '_collections.json'), 'utf8')).toBe(ours);
  });
});
