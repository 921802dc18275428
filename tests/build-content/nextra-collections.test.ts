import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CollectionIndex } from '../../build-content/bundle-format.ts';
import { buildContent } from '../../build-content/index.ts';
import { formatDiagnostic } from '../../build-content/lib/diagnostics.ts';
import { buildFixture, buildTree, fixtures, tempDir } from './helpers.ts';
import { brief } from './tree-query.ts';

/** A copy of a fixture with a `_collections.json` of its own. */
function declaring(fixture: string, declaration: unknown): string {
  const dir = tempDir(fixture);
  cpSync(path.join(fixtures, fixture), dir, { recursive: true });
  writeFileSync(path.join(dir, '_collections.json'), JSON.stringify(declaration, null, 2));
  return dir;
}

describe('a Nextra blog that declares nothing', () => {
  it('builds its blog as ordinary pages: long dates, object authors and all', async () => {
    const bundle = await buildFixture('nextra-blog');
    expect(bundle.output.errors.map(formatDiagnostic)).toEqual([]);
    expect(bundle.output.warnings.map(formatDiagnostic)).toEqual([]);
    const post = bundle.page('/fr/blog/nextra-2');
    expect(post.title).toBe('Nextra 2.0');
    expect(post.frontMatter).toMatchObject({
      date: '27 Août 2021',
      authors: [
        {
          name: 'Shu Ding',
          link: 'https://twitter.com/shuding_',
          image: 'https://github.com/shuding.png',
        },
      ],
    });
    expect(bundle.page('/blog/no-front-matter').title).toBe('Hello');
    expect(bundle.page('/ko/blog/nextra-2').frontMatter.date).toBe('2021년 8월 27일');
    expect(post.tree.some((node) => Array.isArray(node) && node[0] === 'EntryHeader')).toBe(false);
    const files = [...bundle.output.files.keys()];
    expect(
      files.filter((file) => file.includes('/collections/') || file.endsWith('rss.xml')),
    ).toEqual([]);
    for (const [file, content] of bundle.output.files)
      if (typeof content === 'string') expect(content, file).not.toContain('[object Object]');
  });

  it("is not held to this site's declaration when built with this site's configuration", async () => {
    const out = tempDir('nextra-blog-out');
    const result = await buildContent({
      contentDir: path.join(fixtures, 'nextra-blog'),
      outDir: out,
      cacheDir: false,
      workers: 0,
      publicDir: false,
      embeddings: false,
    });
    expect(result.errors.map(formatDiagnostic)).toEqual([]);
    expect(result.routes).toContain('/fr/blog/spring');
    expect(readFileSync(path.join(out, 'fr/blog/nextra-2.md'), 'utf8')).toContain('# Nextra 2.0');
  });
});

describe('a Nextra changelog with an impossible date', () => {
  it('builds, shows the date as written and warns at its line', async () => {
    const bundle = await buildFixture('nextra-changelog');
    expect(bundle.output.errors.map(formatDiagnostic)).toEqual([]);
    expect(bundle.output.warnings.map(brief)).toEqual([
      'leap-day.en.mdx:3:7 date "2024-02-30" names no day of the calendar: shown as written',
    ]);
    expect(bundle.page('/changelog/leap-day').frontMatter.date).toBe('2024-02-30');
    expect(bundle.page('/fr/changelog/v2-2-5').title).toBe('SWR 2.2.5');
  });
});

describe('a foreign tree that declares a lenient collection', () => {
  const declaration = {
    collections: { blog: { label: 'Blog', feed: true } },
  };

  it('lists its entries with dates read in their locale, and warns about the rest', async () => {
    const bundle = await buildTree(declaring('nextra-blog', declaration));
    expect(bundle.output.errors.map(formatDiagnostic)).toEqual([]);
    expect(bundle.output.warnings.map(brief)).toEqual([
      'no-front-matter.en.mdx:1:1 entry needs a "date"',
      'spring.fr.mdx:2:7 date "Printemps 2021" is not a date the "fr" locale can read: shown as written, not listed in blog',
    ]);
    const index = (locale: string) =>
      JSON.parse(
        bundle.text(`_content/${bundle.output.buildId}/collections/blog.${locale}.json`),
      ) as CollectionIndex;
    expect(index('en').entries.map((entry) => [entry.route, entry.date, entry.authors])).toEqual([
      ['/blog/object-authors', '2022-07-29', ['Shu Ding', 'Yixuan Xu', 'Dimitri POSTOLOV']],
      ['/blog/nextra-2', '2021-08-27', ['Shu Ding']],
    ]);
    expect(index('en').entries[0]).toMatchObject({
      title: 'Typed authors',
      tags: ['nextra', 'authors'],
    });
    expect(index('fr').entries.map((entry) => [entry.route, entry.date, entry.title])).toEqual([
      ['/fr/blog/object-authors', '2022-07-29', 'Typed authors'],
      ['/fr/blog/nextra-2', '2021-08-27', 'Nextra 2.0'],
    ]);
    expect(index('ko').entries.find((entry) => entry.route === '/ko/blog/nextra-2')).toMatchObject({
      date: '2021-08-27',
      authors: ['신디'],
    });
    expect(bundle.text('blog/rss.xml')).toContain('<dc:creator>Yixuan Xu</dc:creator>');
  });

  it('reports a malformed declaration at its line and column', async () => {
    const dir = declaring('nextra-blog', {});
    writeFileSync(
      path.join(dir, '_collections.json'),
      '{\n  "collections": {\n    "blog": { "label": "Blog", "strict": "yes", "feeds": true }\n  }\n}\n',
    );
    const bundle = await buildTree(dir);
    expect(bundle.output.errors.map(brief)).toEqual([
      '_collections.json:3:42 invalid _collections.json: collections.blog.strict: Expected boolean, received string',
      "_collections.json:3:49 invalid _collections.json: collections.blog: Unrecognized key(s) in object: 'feeds'",
    ]);
  });
});
