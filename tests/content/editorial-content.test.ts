import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  CollectionIndex,
  ContentManifest,
  PageChunk,
  TreeNode,
} from '../../build-content/bundle-format.ts';
import { buildContent, formatDiagnostic } from '../../build-content/index.ts';
import { brand, site } from '../../config/site.ts';
import { team } from '../../config/team.ts';
import type { ContentTestBundle } from './global-setup.ts';

/** The changelog, blog and customer stories as the app receives them. */

const MINIMUM = { changelog: 40, blog: 12, customers: 6 } as const;
const MIN_BLOG_WORDS = 700;

async function resolveBundle(): Promise<ContentTestBundle> {
  const provided = inject('contentTestBundle') as ContentTestBundle | undefined;
  if (provided) return provided;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'editorial-content-'));
  const result = await buildContent({
    contentDir: path.resolve('content'),
    outDir: dir,
    links: 'warn',
  });
  const failure =
    result.errors.length > 0 ? result.errors.map(formatDiagnostic).join('\n') : undefined;
  return { dir, failure, warnings: result.warnings.map(formatDiagnostic) };
}

let bundle: ContentTestBundle;
let manifest: ContentManifest;
const indexes = new Map<string, CollectionIndex>();

beforeAll(async () => {
  bundle = await resolveBundle();
  if (bundle.failure) return;
  const contentDir = path.join(bundle.dir, '_content');
  manifest = JSON.parse(readFileSync(path.join(contentDir, 'manifest.json'), 'utf8'));
  for (const name of Object.keys(MINIMUM))
    indexes.set(
      name,
      JSON.parse(
        readFileSync(
          path.join(
            contentDir,
            manifest.buildId,
            'collections',
            `${name}.${manifest.defaultLocale}.json`,
          ),
          'utf8',
        ),
      ),
    );
});

const chunkOf = (route: string): PageChunk =>
  JSON.parse(
    readFileSync(
      path.join(bundle.dir, '_content', manifest.buildId, 'pages', `${route.slice(1)}.json`),
      'utf8',
    ),
  );

function text(nodes: TreeNode[]): string {
  return nodes
    .map((node) => (typeof node === 'string' ? node : text(node.slice(2) as TreeNode[])))
    .join(' ');
}

describe('editorial content', () => {
  it('builds without errors and without warnings in its sections', () => {
    expect(bundle.failure).toBeUndefined();
    expect(bundle.warnings.filter((w) => /content\/(changelog|blog|customers)\//.test(w))).toEqual(
      [],
    );
  });

  it('has enough entries in each collection', () => {
    for (const [name, min] of Object.entries(MINIMUM))
      expect(indexes.get(name)?.entries.length, name).toBeGreaterThanOrEqual(min);
  });

  it('spreads the changelog over 2024, 2025 and 2026', () => {
    const years = new Set(indexes.get('changelog')?.entries.map((entry) => entry.date.slice(0, 4)));
    expect([...years].sort()).toEqual(['2024', '2025', '2026']);
  });

  it('gives every blog post at least 700 words of prose', () => {
    const short = (indexes.get('blog')?.entries ?? [])
      .filter((entry) => entry.words < MIN_BLOG_WORDS)
      .map((entry) => `${entry.route}: ${entry.words} words`);
    expect(short).toEqual([]);
  });

  it('names only team members as authors', () => {
    for (const index of indexes.values())
      for (const entry of index.entries)
        for (const handle of entry.authors)
          expect(Object.keys(team), entry.route).toContain(handle);
  });

  it('never uses the same title twice', () => {
    const titles = [...indexes.values()].flatMap((index) => index.entries.map((e) => e.title));
    const repeated = titles.filter((title, position) => titles.indexOf(title) !== position);
    expect(repeated).toEqual([]);
  });

  it('tells each customer story with company, industry, size, results and a quote', () => {
    for (const entry of indexes.get('customers')?.entries ?? []) {
      expect(entry.company, entry.route).toBeTruthy();
      expect(entry.industry, entry.route).toBeTruthy();
      expect(entry.size, entry.route).toBeTruthy();
      const chunk = chunkOf(entry.route);
      const headings = chunk.toc.map((item) => item.value);
      expect(headings, entry.route).toEqual(['The problem', 'The solution', 'The results']);
      const quotes = JSON.stringify(chunk.tree).match(/\["blockquote"/g) ?? [];
      expect(quotes.length, entry.route).toBe(1);
    }
  });

  it('writes brand and hosts through variables, never literally', () => {
    for (const index of indexes.values())
      for (const entry of index.entries) {
        const source = readFileSync(path.resolve('content', `${entry.route.slice(1)}.mdx`), 'utf8');
        expect(source.toLowerCase().includes(brand.name.toLowerCase()), entry.route).toBe(false);
        expect(source.includes(new URL(site.url).host), entry.route).toBe(false);
      }
  });

  it('links every changelog entry into the docs or integrations', () => {
    for (const entry of indexes.get('changelog')?.entries ?? []) {
      const tree = JSON.stringify(chunkOf(entry.route).tree);
      expect(tree, entry.route).toMatch(/"href":"\/(docs|integrations|self-hosting)\//);
      expect(text(chunkOf(entry.route).tree).length, entry.route).toBeGreaterThan(200);
    }
  });

  it('gives every team member an author page', () => {
    for (const handle of Object.keys(team)) {
      const chunk = chunkOf(`/authors/${handle}`);
      expect(chunk.title).toBe(team[handle].name);
    }
  });
});
