/**
 * What one route emits (page chunk, Markdown twin, search pieces), made by
 * renderRoute and memoised across watch-mode rebuilds, and the output paths
 * of its slot in the route tree.
 */
import type { NotebookInfo, PageChunk, TreeNode } from '../bundle-format.ts';
import { type AssistantLine, assistantLine, assistantPage } from './assistant-index.ts';
import { sha256 } from './compile-cache.ts';
import type { CompiledPage } from './compile-page.ts';
import { type CookbookGroup, fillCookbookIndex, fillCookbookMarkdown } from './cookbook-index.ts';
import type { ChunkHead, EmittedPage } from './extras.ts';
import { pageDigests, treeJsonOf, twinBody } from './page-digests.ts';
import type { RouteInfo } from './page-map.ts';
import {
  type SearchEntryText,
  type SearchPieces,
  searchEntryText,
  searchPieces,
} from './search-chunk.ts';
import { searchEntry } from './search-keywords.ts';
import type { SiteConfig } from './site-config.ts';

/** A route's file name in the bundle ("/" is "index"). */
export const routePath = (route: string) => (route === '/' ? 'index' : route.slice(1));

const assetMemo = new WeakMap<CompiledPage, [string, Uint8Array][]>();

/** A notebook's images, decoded once per compiled page (the same bytes keep their hash memo). */
export function assetFiles(page: CompiledPage): [string, Uint8Array][] {
  let assets = assetMemo.get(page);
  if (!assets) {
    assets = (page.assets ?? []).map((asset) => [
      asset.path.slice(1),
      Buffer.from(asset.data, 'base64'),
    ]);
    assetMemo.set(page, assets);
  }
  return assets;
}

const placeFactsMemo = new WeakMap<CompiledPage, string>();

/** What of a compiled page its place in the route tree depends on (a page object never changes). */
export function placeFacts(page: CompiledPage): string {
  let facts = placeFactsMemo.get(page);
  if (facts === undefined) {
    facts = `${JSON.stringify(page.frontMatter)}\0${page.firstH1 ?? ''}\0${page.notebook?.title ?? ''}`;
    placeFactsMemo.set(page, facts);
  }
  return facts;
}

export function chunkTitleBase(
  page: CompiledPage,
  notebook: NotebookInfo | undefined,
): string | undefined {
  if (typeof page.frontMatter.title === 'string' && page.frontMatter.title)
    return page.frontMatter.title;
  if (notebook?.title) return notebook.title;
  return page.firstH1 || undefined;
}

/** The twin opens with the title and description; a leading h1 in the body is dropped as a repeat. */
export function twinMarkdown(title: string, description: string, body: string): string[] {
  return [`# ${title}\n\n${description ? `${description}\n\n` : ''}`, twinBody(body), '\n'];
}

const searchTextMemo = new WeakMap<
  CompiledPage,
  { title: string; glossary: SiteConfig['searchGlossary']; text: SearchEntryText }
>();

/**
 * A page's search entry text under `title`: made once for all the routes
 * that serve the page under the same title (a locale's untranslated routes).
 */
function pageSearchText(
  page: CompiledPage,
  title: string,
  keywords: unknown,
  glossary: SiteConfig['searchGlossary'],
): SearchEntryText {
  const known = searchTextMemo.get(page);
  if (known?.title === title && known.glossary === glossary) return known.text;
  const text = searchEntryText(searchEntry(title, page.search, keywords, glossary));
  searchTextMemo.set(page, { title, glossary, text });
  return text;
}

/**
 * What one route of the route tree emitted last time, with its output paths
 * made once: a rebuild re-uses all of it while the route's page, timestamp,
 * notebook facts and cookbook groups are unchanged.
 */
export interface RouteSlot {
  info: RouteInfo;
  locale: string;
  prefix: string;
  memoKey: string;
  baseRoute: string;
  chunkPath: string;
  versionedChunkPath: string;
  twinPath: string;
  sourcePath: string;
  entry?: RouteMemo;
  /** What the last build made the entry from, besides the page. */
  notebook?: NotebookInfo;
  timestamp?: number | null;
  notebookKey?: string;
  groupsKey?: string;
  emitted?: EmittedPage;
}

export function routeSlot(info: RouteInfo, locale: string, prefix: string): RouteSlot {
  const name = routePath(info.route);
  const sourceName = info.ref.isIndex && info.route !== '/' ? `${name}/index` : name;
  const sourceExtension = info.ref.kind === 'notebook' ? 'md' : info.ref.kind;
  return {
    info,
    locale,
    prefix,
    memoKey: `${locale}\0${info.route}`,
    baseRoute: prefix ? info.route.slice(prefix.length) || '/' : info.route,
    chunkPath: `pages/${name}.json`,
    versionedChunkPath: `v/pages/${name}.json`,
    twinPath: `${name}.md`,
    sourcePath: `_source/pages/${sourceName}.${sourceExtension}`,
  };
}

export interface RouteMemo extends SearchPieces {
  /** The route, as the search chunks sort their pieces by. */
  route: string;
  page: CompiledPage;
  key: string;
  chunk: ChunkHead;
  /** The chunk's JSON: a rope of its head, the page's tree and its tail, hashed and measured by part. */
  json: string;
  hash: string;
  /** UTF-8 bytes of `json`. */
  bytes: number;
  twin: string;
  twinHash: string;
  ids: ReadonlySet<string>;
  /** The route's line of the assistant index. */
  assistant: AssistantLine;
}

/** Everything one route emits; memoised across watch-mode rebuilds. */
export function renderRoute(
  page: CompiledPage,
  meta: Omit<PageChunk, 'tree' | 'frontMatter' | 'toc'>,
  /** The route without its locale prefix (the assistant's skipped sections are named so). */
  baseRoute: string,
  key: string,
  cookbookGroups: CookbookGroup[],
  config: Pick<SiteConfig, 'url' | 'searchGlossary' | 'assistantSkippedSections'>,
): RouteMemo {
  const siteUrl = config.url;
  // Keywords are search vocabulary only: no page shows them, so the page chunk leaves them out.
  const { keywords: written, ...frontMatter } = page.frontMatter;
  const chunk: ChunkHead = { ...meta, frontMatter, toc: page.toc };
  // A cookbook index's tree and body are filled in here; any other page's are its own, hashed once.
  const filled = page.usesCookbookIndex;
  const treeJson = filled
    ? JSON.stringify(fillCookbookIndex(treeOf(page), cookbookGroups))
    : treeJsonOf(page);
  const [head, , tail] = chunkJson(chunk, treeJson);
  const body = filled
    ? fillCookbookMarkdown(page.markdown, cookbookGroups, siteUrl)
    : page.markdown;
  const twinParts = twinMarkdown(chunk.title, chunk.description, body);
  const digests = filled ? undefined : pageDigests(page);
  return {
    route: chunk.route,
    page,
    key,
    chunk,
    json: head + treeJson + tail,
    hash: sha256(head, '\0', digests?.tree ?? sha256(treeJson), '\0', tail),
    bytes:
      Buffer.byteLength(head) +
      (digests?.treeBytes ?? Buffer.byteLength(treeJson)) +
      Buffer.byteLength(tail),
    twin: twinParts[0] + twinParts[1] + twinParts[2],
    twinHash: sha256(
      twinParts[0],
      '\0',
      digests?.twinBody ?? sha256(twinParts[1]),
      '\0',
      twinParts[2],
    ),
    ...searchPieces(chunk.route, pageSearchText(page, chunk.title, written, config.searchGlossary)),
    ids: new Set(page.ids),
    assistant: assistantLine(
      assistantPage(
        chunk.route,
        chunk.title,
        page.ids,
        // Pages also served at a canonical route are retrieved there only.
        page.frontMatter.noindex === true ||
          chunk.canonical !== chunk.route ||
          isSkippedByAssistant(baseRoute, config.assistantSkippedSections)
          ? null
          : page.search,
      ),
    ),
  };
}

/** Whether a route is one of the sections the assistant does not quote (or below one). */
function isSkippedByAssistant(route: string, sections: readonly string[]): boolean {
  return sections.some((section) => route === section || route.startsWith(`${section}/`));
}

function treeOf(page: CompiledPage): TreeNode[] {
  return page.treeJson ? (JSON.parse(page.treeJson) as TreeNode[]) : page.tree;
}

/**
 * The chunk's JSON with a fixed key order. The tree arrives already
 * serialised (from the worker or the disk cache) and is spliced in as text,
 * so the biggest part of a page is never parsed and re-serialised.
 */
function chunkJson(chunk: ChunkHead, treeJson: string): string[] {
  const head = JSON.stringify({
    route: chunk.route,
    locale: chunk.locale,
    title: chunk.title,
    description: chunk.description,
    frontMatter: chunk.frontMatter,
    toc: chunk.toc,
  });
  const tail: Omit<
    PageChunk,
    'route' | 'locale' | 'title' | 'description' | 'frontMatter' | 'toc' | 'tree'
  > = {
    timestamp: chunk.timestamp,
    filePath: chunk.filePath,
    contributors: chunk.contributors,
    canonical: chunk.canonical,
    markdownPath: chunk.markdownPath,
  };
  if (chunk.contentLocale) tail.contentLocale = chunk.contentLocale;
  if (chunk.notebook) tail.notebook = chunk.notebook;
  if (chunk.index) tail.index = true;
  return [`${head.slice(0, -1)},"tree":`, treeJson, `,${JSON.stringify(tail).slice(1)}`];
}
