import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { ContentManifest, PageChunk, TreeNode } from '../../build-content/bundle-format.ts';
import { buildContent, formatDiagnostic } from '../../build-content/index.ts';
import type { ContentTestBundle } from './global-setup.ts';

/**
 * Checks the integrations, self-hosting and FAQ sections as the app receives
 * them: compiled page chunks of the content-test bundle, not the MDX sources.
 */

/** Pages written as MDX per group. Notebook pages (ollama, langserve) come on top. */
const MINIMUM_PAGES: readonly { prefix: string; min: number }[] = [
  { prefix: '/integrations/model-providers/', min: 8 },
  { prefix: '/integrations/frameworks/', min: 11 },
  { prefix: '/integrations/gateways/', min: 4 },
  { prefix: '/integrations/no-code/', min: 4 },
  { prefix: '/self-hosting', min: 10 },
  { prefix: '/faq/all/', min: 15 },
];

/** Notebook pages the cookbook build adds; the group's _meta.json must list them. */
const NOTEBOOK_ENTRIES: readonly { metaFile: string; name: string }[] = [
  { metaFile: 'content/integrations/model-providers/_meta.json', name: 'ollama' },
  { metaFile: 'content/integrations/frameworks/_meta.json', name: 'langserve' },
];

/** Every integration page needs these `##` sections, matched on the heading text. */
const INTEGRATION_SECTIONS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'install', pattern: /\binstall/i },
  { name: 'example', pattern: /\bexample/i },
  { name: 'captured', pattern: /\bcaptured\b/i },
  { name: 'troubleshooting', pattern: /\btroubleshoot/i },
];

const SECTION_PREFIXES = ['/integrations', '/self-hosting', '/faq'];
const INTEGRATION_PAGE = /^\/integrations\/[^/]+\/[^/]+$/;
const FAQ_ENTRY = /^\/faq\/all\/[^/]+$/;
const MIN_FAQ_WORDS = 120;

/** The bundle built once by global-setup.ts, or one built here when that setup is not registered. */
async function resolveBundle(): Promise<ContentTestBundle> {
  const provided = inject('contentTestBundle') as ContentTestBundle | undefined;
  if (provided) return provided;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sections-content-'));
  const result = await buildContent({
    contentDir: path.resolve('content'),
    outDir: dir,
    links: 'warn',
  });
  const failure =
    result.errors.length > 0 ? result.errors.map(formatDiagnostic).join('\n') : undefined;
  return { dir, failure, warnings: result.warnings.map(formatDiagnostic) };
}

function loadSectionPages(bundleDir: string): PageChunk[] {
  const contentDir = path.join(bundleDir, '_content');
  const manifest = JSON.parse(
    readFileSync(path.join(contentDir, 'manifest.json'), 'utf8'),
  ) as ContentManifest;
  const pagesDir = path.join(contentDir, manifest.buildId, 'pages');
  const chunks: PageChunk[] = [];
  for (const file of readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.json')) continue;
    const chunk = JSON.parse(readFileSync(path.join(pagesDir, file), 'utf8')) as PageChunk;
    if (chunk.locale !== manifest.defaultLocale) continue;
    if (!SECTION_PREFIXES.some((prefix) => isUnder(chunk.route, prefix))) continue;
    chunks.push(chunk);
  }
  return chunks.sort((a, b) => a.route.localeCompare(b.route));
}

function isUnder(route: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return route.startsWith(prefix);
  return route === prefix || route.startsWith(`${prefix}/`);
}

type Element = Extract<TreeNode, unknown[]>;

function elements(nodes: TreeNode[], type: string): Element[] {
  const found: Element[] = [];
  const visit = (node: TreeNode): void => {
    if (typeof node === 'string') return;
    if (node[0] === type) found.push(node);
    for (const child of node.slice(2) as TreeNode[]) visit(child);
  };
  for (const node of nodes) visit(node);
  return found;
}

function textOf(nodes: TreeNode[]): string {
  return nodes
    .map((node) => (typeof node === 'string' ? node : textOf(node.slice(2) as TreeNode[])))
    .join(' ');
}

function hrefs(chunk: PageChunk, type: 'a' | 'Card'): Set<string> {
  return new Set(
    elements(chunk.tree, type)
      .map((element) => element[1]?.href)
      .filter((href): href is string => typeof href === 'string'),
  );
}

const bundle = await resolveBundle();

describe('integrations, self-hosting and FAQ content', () => {
  it('builds', () => {
    expect(bundle.failure).toBeUndefined();
  });
  if (bundle.failure || !existsSync(path.join(bundle.dir, '_content', 'manifest.json'))) return;

  const pages = loadSectionPages(bundle.dir);
  /** Pages written in MDX; notebook pages in these sections belong to the cookbook. */
  const authored = pages.filter((page) => page.notebook === undefined);
  const byRoute = new Map(pages.map((page) => [page.route, page]));

  it.each(MINIMUM_PAGES)('has at least $min pages under $prefix', ({ prefix, min }) => {
    const routes = authored.map((page) => page.route).filter((route) => isUnder(route, prefix));
    expect(routes.length, routes.join('\n')).toBeGreaterThanOrEqual(min);
  });

  it.each(NOTEBOOK_ENTRIES)('$metaFile lists the notebook page $name', ({ metaFile, name }) => {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(meta)).toContain(name);
  });

  it.each(authored.map((page) => [page.route, page] as const))(
    '%s has a description, one h1 and a language on every code block',
    (_route, page) => {
      const problems: string[] = [];
      if (page.description.trim() === '') problems.push('no front matter description');
      const h1Count = elements(page.tree, 'h1').length;
      if (h1Count !== 1) problems.push(`${h1Count} h1 headings instead of one`);
      for (const pre of elements(page.tree, 'pre')) {
        if (!pre[1]?.['data-language']) {
          problems.push(`code block without a language: ${textOf([pre]).trim().slice(0, 60)}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  const integrationPages = authored.filter((page) => INTEGRATION_PAGE.test(page.route));

  it.each(integrationPages.map((page) => [page.route, page] as const))(
    '%s has install, example, captured and troubleshooting sections',
    (_route, page) => {
      const headings = page.toc.filter((entry) => entry.depth === 2).map((entry) => entry.value);
      const missing = INTEGRATION_SECTIONS.filter(
        ({ pattern }) => !headings.some((heading) => pattern.test(heading)),
      ).map(({ name }) => name);
      expect(missing, `sections of ${headings.join(' | ')}`).toEqual([]);
    },
  );

  it('links every integration page from a card on /integrations', () => {
    const landing = byRoute.get('/integrations');
    expect(landing, '/integrations landing page').toBeDefined();
    const cards = landing ? hrefs(landing, 'Card') : new Set<string>();
    const integrationRoutes = pages
      .map((page) => page.route)
      .filter((r) => INTEGRATION_PAGE.test(r));
    expect(integrationRoutes.filter((route) => !cards.has(route))).toEqual([]);
  });

  it('links every FAQ entry from /faq', () => {
    const landing = byRoute.get('/faq');
    expect(landing, '/faq landing page').toBeDefined();
    const links = landing ? hrefs(landing, 'a') : new Set<string>();
    const entries = authored.map((page) => page.route).filter((route) => FAQ_ENTRY.test(route));
    expect(entries.filter((route) => !links.has(route))).toEqual([]);
  });

  it.each(authored.filter((page) => FAQ_ENTRY.test(page.route)).map((p) => [p.route, p] as const))(
    `%s answers in at least ${MIN_FAQ_WORDS} words`,
    (_route, page) => {
      const words = textOf(page.tree).split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(MIN_FAQ_WORDS);
    },
  );

  it('shows the self-hosting architecture as a diagram', () => {
    const charts = pages
      .filter((page) => isUnder(page.route, '/self-hosting'))
      .flatMap((page) => elements(page.tree, 'Mermaid'))
      .map((element) => String(element[1]?.chart ?? ''));
    const architecture = charts.find((chart) =>
      ['Postgres', 'ClickHouse', 'Redis', 'Worker', 'Web', 'Blob'].every((part) =>
        chart.includes(part),
      ),
    );
    expect(architecture, 'a mermaid chart with web, worker and all data stores').toBeDefined();
  });
});
