import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type {
  ContentManifest,
  PageChunk,
  PageMapEntry,
  TreeNode,
} from '../../build-content/bundle-format.ts';
import { contributorsByRoute } from '../../config/contributors.ts';
import { openBundle } from './site-pages-helpers.ts';

/** SPEC.md §2, "Docs": routes other parts of the site link to by name. */
const SPEC_DOCS_ROUTES = [
  '/docs',
  '/docs/tracing',
  '/docs/prompts/get-started',
  '/docs/scores/overview',
  '/docs/scores/annotation',
  '/docs/datasets/overview',
  '/docs/analytics',
  '/docs/playground',
  '/docs/sdk/python/sdk-v3',
  '/docs/sdk/typescript/guide',
  '/docs/api',
  '/docs/roadmap',
];

/** Docs routes the rest of the site (integrations, FAQ, self-hosting, cookbook) links to. */
const LINKED_DOCS_ROUTES = [
  '/docs/get-started',
  '/docs/tracing-features/sessions',
  '/docs/tracing-features/users',
  '/docs/tracing-features/tags',
  '/docs/tracing-features/metadata',
  '/docs/tracing-features/sampling',
  '/docs/tracing-features/masking',
  '/docs/tracing-features/multi-modality',
  '/docs/sdk/python/decorators',
  '/docs/sdk/python/low-level-sdk',
  '/docs/opentelemetry/get-started',
  '/docs/scores/model-based-evals',
  '/docs/scores/custom',
  '/docs/datasets/python-cookbook',
  '/docs/model-usage-and-cost',
];

const MIN_WORDS = 250;
/** Pages below this route are generated from the OpenAPI document. */
const API_REFERENCE = '/docs/api/reference';
const MIN_RELEVANCE_QUERIES = 40;

interface RelevanceQuery {
  query: string;
  expect: { route: string; section?: string };
}

interface DocsPage {
  route: string;
  chunk: PageChunk;
  /** A folder's index page: a landing page of cards, allowed to be short. */
  landing: boolean;
  /** Generated from the OpenAPI document: no prose minimum, contributors by route prefix. */
  generated: boolean;
}

const bundle = inject('contentTestBundle');

describe('docs content', () => {
  it('builds', () => {
    expect(bundle.failure).toBeUndefined();
  });
  if (bundle.failure) return;

  const pages = loadDocsPages(bundle.dir);
  const routes = new Set(pages.map((page) => page.route));

  it('has every docs route of SPEC.md §2', () => {
    expect(SPEC_DOCS_ROUTES.filter((route) => !routes.has(route))).toEqual([]);
  });

  it('has every docs route the rest of the site links to', () => {
    expect(LINKED_DOCS_ROUTES.filter((route) => !routes.has(route))).toEqual([]);
  });

  it('gives every page a description', () => {
    const missing = pages.filter((p) => !p.chunk.description?.trim()).map((p) => p.route);
    expect(missing).toEqual([]);
  });

  it('gives every page exactly one h1', () => {
    const wrong = pages
      .map((p) => `${p.route}: ${countElements(p.chunk.tree, 'h1')}`)
      .filter((line) => !line.endsWith(': 1'));
    expect(wrong).toEqual([]);
  });

  it('labels every code block with a language', () => {
    const unlabelled = pages
      .filter((p) => findElements(p.chunk.tree, 'pre').some((pre) => !pre[1]?.['data-language']))
      .map((p) => p.route);
    expect(unlabelled).toEqual([]);
  });

  it(`has at least ${MIN_WORDS} words of prose on every page but landing pages and notebooks`, () => {
    const short = pages
      .filter((p) => !p.landing && !p.generated && !p.chunk.notebook)
      .map((p) => ({ route: p.route, words: proseWords(p.chunk.tree) }))
      .filter((p) => p.words < MIN_WORDS);
    expect(short).toEqual([]);
  });

  it('names the contributors of every page in config/contributors.ts', () => {
    const unmapped = pages
      .filter((p) => !p.generated && !contributorsByRoute[p.route]?.length)
      .map((p) => p.route);
    expect(unmapped).toEqual([]);
    const empty = pages.filter((p) => p.chunk.contributors.length === 0).map((p) => p.route);
    expect(empty).toEqual([]);
  });

  it('maps contributors only for docs pages that exist', () => {
    const stale = Object.keys(contributorsByRoute)
      .filter((route) => route === '/docs' || route.startsWith('/docs/'))
      .filter((route) => !route.endsWith('/*') && !routes.has(route));
    expect(stale).toEqual([]);
  });

  it('has no broken links in docs pages', () => {
    const broken = bundle.warnings.filter(
      (w) => w.startsWith('content/docs/') && w.includes('broken link'),
    );
    expect(broken).toEqual([]);
  });

  it('has a search relevance set that points at real pages and sections', () => {
    const queries = JSON.parse(
      readFileSync(path.resolve('tests/search/relevance-queries.json'), 'utf8'),
    ) as RelevanceQuery[];
    expect(queries.length).toBeGreaterThanOrEqual(MIN_RELEVANCE_QUERIES);
    // Queries point anywhere on the site (guides, FAQ, cookbook, other locales), not only /docs.
    const site = openBundle(bundle.dir);
    const dangling = queries
      .filter(({ expect: target }) => {
        const chunk = site.chunk(target.route);
        if (!chunk) return true;
        return target.section !== undefined && !chunk.toc.some((t) => t.id === target.section);
      })
      .map((q) => `${q.query} → ${q.expect.route}#${q.expect.section ?? ''}`);
    expect(dangling).toEqual([]);
  });
});

/** Every routable page under /docs in the default locale's page map, with its chunk. */
function loadDocsPages(bundleDir: string): DocsPage[] {
  const content = path.join(bundleDir, '_content');
  const manifest = readJson<ContentManifest>(path.join(content, 'manifest.json'));
  const root = path.join(content, manifest.buildId);
  const pageMap = readJson<PageMapEntry[]>(
    path.join(root, `page-map.${manifest.defaultLocale}.json`),
  );
  const found = new Map<string, DocsPage>();
  const visit = (entries: PageMapEntry[]) => {
    for (const entry of entries) {
      const isPage =
        entry.type !== 'separator' &&
        entry.type !== 'menu' &&
        !entry.href &&
        (!entry.children || entry.withIndexPage === true);
      const inDocs = entry.route === '/docs' || entry.route.startsWith('/docs/');
      if (isPage && inDocs && !found.has(entry.route)) {
        const chunk = readJson<PageChunk>(path.join(root, 'pages', `${entry.route}.json`));
        const landing = /(^|\/)index\.mdx?$/.test(chunk.filePath);
        const generated =
          entry.route.startsWith(`${API_REFERENCE}/`) || entry.route === API_REFERENCE;
        found.set(entry.route, { route: entry.route, chunk, landing, generated });
      }
      if (entry.children) visit(entry.children);
    }
  };
  visit(pageMap);
  return [...found.values()];
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

type Element = Extract<TreeNode, unknown[]>;

function findElements(nodes: TreeNode[], type: string): Element[] {
  const out: Element[] = [];
  const walk = (node: TreeNode) => {
    if (typeof node === 'string') return;
    if (node[0] === type) out.push(node);
    for (const child of node.slice(2) as TreeNode[]) walk(child);
  };
  for (const node of nodes) walk(node);
  return out;
}

function countElements(nodes: TreeNode[], type: string): number {
  return findElements(nodes, type).length;
}

/** Words of running text: code blocks and diagrams do not count as prose. */
function proseWords(nodes: TreeNode[]): number {
  let words = 0;
  const walk = (node: TreeNode) => {
    if (typeof node === 'string') {
      words += node.split(/\s+/).filter(Boolean).length;
      return;
    }
    if (node[0] === 'pre' || node[0] === 'Mermaid') return;
    for (const child of node.slice(2) as TreeNode[]) walk(child);
  };
  for (const node of nodes) walk(node);
  return words;
}
