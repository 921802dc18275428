import path from 'node:path';
import type {
  AssistantPage,
  ContentManifest,
  LocaleEntry,
  NotebookInfo,
  PageChunk,
  PageMapEntry,
  TreeNode,
} from '../bundle-format.ts';
import { assistantIndexPath, assistantIndexText, assistantPage } from './assistant-index.ts';
import { type CollectionSet, collectionFiles } from './collections/index.ts';
import { sha256 } from './compile-cache.ts';
import type { CompiledPage } from './compile-page.ts';
import { contributorsFor } from './contributors.ts';
import {
  type CookbookGroup,
  cookbookGroupsOf,
  fillCookbookIndex,
  fillCookbookMarkdown,
} from './cookbook-index.ts';
import type { CookbookRoute } from './cookbook-routes.ts';
import type { Diagnostic } from './diagnostics.ts';
import {
  createExtrasMemo,
  type EmittedPage,
  type ExtrasMemo,
  llmsFullTxt,
  llmsTxt,
  robotsTxt,
  sitemapXml,
} from './extras.ts';
import { LinkCheckMemo, type LinkCheckPage } from './link-check-memo.ts';
import type { MetaEntries } from './meta.ts';
import { OFFLINE_SIZES_FILE, offlineSizesJson } from './offline-sizes.ts';
import { buildPageMap, type RouteInfo, titleFromName } from './page-map.ts';
import { ropeByteLength } from './rope.ts';
import type { SourceFile } from './scan.ts';
import { addSearchChunks, type SearchPieces, searchPieces } from './search-chunk.ts';
import { searchEntry } from './search-keywords.ts';
import { addSearchShards } from './search-shards/index.ts';
import type { SiteConfig } from './site-config.ts';
import { buildLocaleTree, type PageRef } from './site-tree.ts';
import { phaseTimer } from './timing.ts';

/** Output files by path relative to the bundle root. */
export type BundleFiles = Map<string, string | Uint8Array>;

export interface AssembleInput {
  contentDir: string;
  config: SiteConfig;
  locales: LocaleEntry[];
  defaultLocale: string;
  pages: SourceFile[];
  metaFiles: SourceFile[];
  metas: Map<string, MetaEntries>;
  cookbook: CookbookRoute[];
  /** Changelog, blog and customer entries (indexes and feeds come from them). */
  collections?: CollectionSet;
  compiled: Map<string, CompiledPage>;
  /** The absolute path of a source (relative to contentDir). */
  absolutePath: (relPath: string) => string;
  /** Last-updated time of a source file (git, else mtime). */
  timestamp: (absolutePath: string) => number | null;
  publicFiles: string[];
  links: 'error' | 'warn';
  /** Files added to the bundle as they are (e.g. /openapi.json). */
  extraFiles?: ReadonlyMap<string, string>;
  /** What each route emitted in the previous build, reused when nothing about it changed. */
  memo: Map<string, unknown>;
  /** Content hashes of the previous build's files. */
  hashes: Map<string, { content: string | Uint8Array; hash: string }>;
  /** Called between phases, where the garbage of the one before is largest (a one-off build collects it). */
  betweenPhases?: () => void;
}

const prefixOf = (locale: string, defaultLocale: string) =>
  locale === defaultLocale ? '' : `/${locale}`;
const routePath = (route: string) => (route === '/' ? 'index' : route.slice(1));

/**
 * Turns compiled pages into the bundle: per-locale route trees, page chunks,
 * search chunks, sources, Markdown twins, notebooks and the crawler files.
 */
export function assembleBundle(input: AssembleInput) {
  const { config, defaultLocale } = input;
  const mark = phaseTimer('assemble');
  const betweenPhases = input.betweenPhases ?? (() => {});
  betweenPhases();
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  for (const page of input.compiled.values()) {
    errors.push(...page.errors);
    warnings.push(...page.warnings);
  }

  const notebookInfos = new Map<string, NotebookInfo>();
  const notebookSources: SourceFile[] = [];
  for (const entry of input.cookbook) {
    const relPath = `cookbook/${entry.notebook}`;
    const page = input.compiled.get(relPath);
    const name = entry.notebook.replace(/\.ipynb$/, '');
    const guidePath = `/guides/cookbook/${name}`;
    notebookSources.push({
      relPath,
      localPath: `guides/cookbook/${name}.ipynb`,
      locale: defaultLocale,
    });
    if (entry.docsPath)
      notebookSources.push({
        relPath,
        localPath: `${entry.docsPath}.ipynb`,
        locale: defaultLocale,
      });
    notebookInfos.set(relPath, {
      notebook: entry.notebook,
      docsPath: entry.docsPath,
      path: guidePath,
      ipynbPath: `/cookbook/${entry.notebook}`,
      canonicalPath: entry.docsPath ? `/${entry.docsPath}` : guidePath,
      repositoryPath: `${config.repositoryContentDir}/${relPath}`,
      title: page?.notebook?.title || titleFromName(name),
      description: page?.notebook?.description ?? '',
      group: page?.notebook?.group ?? '',
      tags: page?.notebook?.tags ?? [],
      language: page?.notebook?.language ?? 'python',
    });
  }
  const cookbookGroups = cookbookGroupsOf([...notebookInfos.values()], config);

  const facts = (ref: PageRef) => {
    const page = input.compiled.get(ref.id);
    if (!page) return undefined;
    return {
      frontMatter: page.frontMatter,
      title: chunkTitleBase(page, notebookInfos.get(ref.id)),
    };
  };

  mark('notebooks');
  const files: BundleFiles = new Map();
  const versioned: BundleFiles = new Map();
  const routesByLocale = new Map<string, RouteInfo[]>();
  const pageMaps = new Map<string, PageMapEntry[]>();
  // The route trees only change when a page's place, title or front matter does (or a _meta file).
  const allSources = [...input.pages, ...notebookSources];
  const signature = [
    input.locales.map((entry) => entry.locale).join(','),
    ...input.metaFiles.map(
      (file) => `${file.relPath}\0${JSON.stringify([...(input.metas.get(file.relPath) ?? [])])}`,
    ),
    ...allSources.map((source) => {
      const page = input.compiled.get(source.relPath);
      return `${source.relPath}\0${source.localPath}\0${source.locale}\0${page ? placeFacts(page) : '-'}`;
    }),
  ].join('\n');
  const previous = input.memo.get('page-maps') as
    | {
        signature: string;
        pageMaps: Map<string, PageMapEntry[]>;
        routes: Map<string, RouteInfo[]>;
        json: Map<string, string>;
      }
    | undefined;
  if (previous && previous.signature === signature) {
    for (const [locale, pageMap] of previous.pageMaps) pageMaps.set(locale, pageMap);
    for (const [locale, routes] of previous.routes) routesByLocale.set(locale, routes);
    for (const [locale, json] of previous.json) versioned.set(`page-map.${locale}.json`, json);
  } else {
    const json = new Map<string, string>();
    for (const { locale } of input.locales) {
      const tree = buildLocaleTree(locale, defaultLocale, allSources, input.metas, input.metaFiles);
      const routes: RouteInfo[] = [];
      const pageMap = buildPageMap(tree, prefixOf(locale, defaultLocale), facts, routes);
      pageMaps.set(locale, pageMap);
      routesByLocale.set(
        locale,
        routes.filter((info) => input.compiled.has(info.ref.id)),
      );
      json.set(locale, JSON.stringify(pageMap));
      versioned.set(`page-map.${locale}.json`, json.get(locale) as string);
    }
    input.memo.set('page-maps', { signature, pageMaps, routes: routesByLocale, json });
  }
  mark('page maps');
  const emitted: EmittedPage[] = [];
  const anchors = new Map<string, ReadonlySet<string>>();
  const ownRoute = new Map<string, { route: string; isIndex: boolean }>();
  const memo = input.memo as Map<string, RouteMemo>;
  // Route trees are re-used while nothing about the places of pages changed (see page maps).
  let routeSlots = input.memo.get('route-slots') as WeakMap<RouteInfo, RouteSlot> | undefined;
  if (!routeSlots) {
    routeSlots = new WeakMap();
    input.memo.set('route-slots', routeSlots);
  }
  const knownHashes = new Map<string, string>();
  // Byte lengths of the texts kept as ropes: measuring one would flatten it into a copy.
  const knownSizes = new Map<string, number>();
  const liveRoutes = new Set<string>();
  const groupsKey = JSON.stringify(cookbookGroups);
  // Contributors depend on the route and the (fixed) config only.
  const contributorMemo = (input.memo.get('contributors') ?? new Map()) as Map<
    string,
    PageChunk['contributors']
  >;
  input.memo.set('contributors', contributorMemo);
  const contributorsOf = (route: string) => {
    let list = contributorMemo.get(route);
    if (!list) {
      list = contributorsFor(route, config);
      contributorMemo.set(route, list);
    }
    return list;
  };
  const searchShards: Record<string, string> = {};
  for (const { locale } of input.locales) {
    const prefix = prefixOf(locale, defaultLocale);
    const searchRoutes: RouteMemo[] = [];
    const assistantPages: AssistantPage[] = [];
    const seen = new Set<string>();
    for (const info of routesByLocale.get(locale) ?? []) {
      if (seen.has(info.route)) {
        warnings.push({
          file: sourceFileOf(input, info.ref.id),
          line: 1,
          column: 1,
          message: `route ${info.route} is defined twice; the first wins`,
        });
        continue;
      }
      seen.add(info.route);
      const page = input.compiled.get(info.ref.id) as CompiledPage;
      const notebook = notebookInfos.get(info.ref.id);
      let slot = routeSlots.get(info);
      if (!slot || slot.prefix !== prefix) {
        slot = routeSlot(info, locale, prefix);
        routeSlots.set(info, slot);
      }
      if (info.ref.locale === locale && !ownRoute.has(info.ref.id))
        ownRoute.set(info.ref.id, { route: info.route, isIndex: info.ref.isIndex });
      const timestamp = input.timestamp(input.absolutePath(info.ref.id));
      const notebookKey = notebook ? JSON.stringify(notebook) : '';
      const pageGroupsKey = page.usesCookbookIndex ? groupsKey : '';
      let entry = slot.entry;
      // Fast path: same page, time, notebook facts and cookbook groups as last build.
      if (
        !entry ||
        entry.page !== page ||
        slot.timestamp !== timestamp ||
        slot.notebookKey !== notebookKey ||
        slot.groupsKey !== pageGroupsKey ||
        memo.get(slot.memoKey) !== entry
      ) {
        const frontMatter = page.frontMatter;
        const canonical =
          typeof frontMatter.canonical === 'string'
            ? frontMatter.canonical
            : notebook?.docsPath
              ? `${prefix}/${notebook.docsPath}`
              : info.route;
        const meta: Omit<PageChunk, 'tree' | 'frontMatter' | 'toc'> = {
          route: info.route,
          locale,
          title: chunkTitleBase(page, notebook) ?? info.metaTitle ?? titleFromName(info.name),
          description:
            typeof frontMatter.description === 'string'
              ? frontMatter.description
              : (notebook?.description ?? ''),
          timestamp,
          filePath: `${config.repositoryContentDir}/${info.ref.id}`,
          contributors: contributorsOf(slot.baseRoute),
          canonical,
          markdownPath: `/${routePath(info.route)}.md`,
        };
        // An untranslated page: the default locale's page under this locale's route.
        if (info.ref.locale !== locale) meta.contentLocale = info.ref.locale;
        if (notebook) meta.notebook = notebook;
        // Everything in `meta` besides the page itself comes from these (contributors are memoised by route).
        const key = [
          meta.timestamp,
          meta.title,
          meta.canonical,
          meta.contentLocale,
          notebookKey,
          pageGroupsKey,
        ].join('\0');
        entry = memo.get(slot.memoKey);
        if (
          !entry ||
          entry.page !== page ||
          entry.key !== key ||
          entry.chunk.contributors !== meta.contributors
        ) {
          entry = renderRoute(page, meta, key, cookbookGroups, config);
          memo.set(slot.memoKey, entry);
        }
        slot.entry = entry;
        slot.timestamp = timestamp;
        slot.notebookKey = notebookKey;
        slot.groupsKey = pageGroupsKey;
        slot.emitted = { chunk: entry.chunk, baseRoute: slot.baseRoute, twin: entry.twin };
      }
      liveRoutes.add(slot.memoKey);
      versioned.set(slot.chunkPath, entry.json);
      knownSizes.set(slot.chunkPath, entry.bytes);
      knownHashes.set(slot.versionedChunkPath, entry.hash);
      if (page.frontMatter.noindex !== true) searchRoutes.push(entry);
      anchors.set(info.route, entry.ids);
      assistantPages.push(
        assistantPage(
          info.route,
          entry.chunk.title,
          entry.ids,
          // Pages also served at a canonical route are retrieved there only.
          page.frontMatter.noindex === true ||
            entry.chunk.canonical !== info.route ||
            isSkippedByAssistant(slot.baseRoute, config.assistantSkippedSections)
            ? null
            : page.search,
        ),
      );
      files.set(slot.twinPath, entry.twin);
      knownHashes.set(slot.twinPath, entry.twinHash);
      if (info.ref.kind === 'notebook') {
        files.set(slot.sourcePath, entry.twin);
        knownHashes.set(slot.sourcePath, entry.twinHash);
      } else {
        files.set(slot.sourcePath, page.source);
      }
      emitted.push(slot.emitted as EmittedPage);
    }
    // The search chunks are assembled from per-route pieces; their hashes from theirs and the layout's.
    const searchPieces = searchRoutes.map((entry) => ({ ...entry, route: entry.chunk.route }));
    addSearchChunks(locale, searchPieces, versioned, knownHashes, knownSizes);
    // A large locale is searched through shards (its full chunk stays for the edge).
    const shardManifest = addSearchShards(
      locale,
      searchPieces,
      { above: config.searchShardAbove, target: config.searchShardTarget },
      versioned,
      knownHashes,
      input.memo,
    );
    if (shardManifest) searchShards[locale] = shardManifest;
    files.set(assistantIndexPath(locale), assistantIndexText(locale, assistantPages));
    betweenPhases();
  }
  for (const key of memo.keys()) if (key.includes('\0') && !liveRoutes.has(key)) memo.delete(key);

  mark('routes');
  for (const [relPath, info] of notebookInfos) {
    const page = input.compiled.get(relPath);
    if (!page) continue;
    files.set(`cookbook/${info.notebook}`, page.source);
    for (const [file, bytes] of assetFiles(page)) files.set(file, bytes);
  }

  const defaultPages = emitted.filter((page) => page.chunk.locale === defaultLocale);
  const localeList = input.locales.map(({ locale }) => ({
    locale,
    prefix: prefixOf(locale, defaultLocale),
  }));
  let extrasMemo = input.memo.get('extras') as ExtrasMemo | undefined;
  if (!extrasMemo) {
    extrasMemo = createExtrasMemo();
    input.memo.set('extras', extrasMemo);
  }
  files.set('sitemap.xml', sitemapXml(emitted, localeList, defaultLocale, config, extrasMemo));
  mark('sitemap');
  files.set('robots.txt', robotsTxt(config));
  for (const [file, content] of input.extraFiles ?? []) files.set(file, content);
  files.set(
    'llms.txt',
    llmsTxt(defaultPages, pageMaps.get(defaultLocale) ?? [], config, extrasMemo),
  );
  // Other locales list their translated pages (untranslated ones are the default's, listed above).
  for (const { locale } of input.locales) {
    if (locale === defaultLocale) continue;
    const translated = emitted.filter(
      (page) => page.chunk.locale === locale && !page.chunk.contentLocale,
    );
    if (translated.length === 0) continue;
    files.set(
      `${locale}/llms.txt`,
      llmsTxt(translated, pageMaps.get(locale) ?? [], config, extrasMemo),
    );
  }
  mark('llms.txt');
  files.set('llms-full.txt', llmsFullTxt(defaultPages, extrasMemo));
  knownHashes.set(
    'llms-full.txt',
    sha256(
      defaultPages
        .map((page) => memo.get(`${defaultLocale}\0${page.chunk.route}`)?.twinHash)
        .join(''),
    ),
  );
  if (input.collections) {
    const collected = collectionFiles(input.collections, config);
    for (const [file, content] of collected.versioned) versioned.set(file, content);
    for (const [file, content] of collected.files) files.set(file, content);
  }

  mark('extras');
  const allRoutes = [...anchors.keys()].sort();
  files.set('_content/routes.json', JSON.stringify(allRoutes));

  // Link check: once per source, relative links resolve against its own folder.
  const servedFiles = servedFilesOf(files, input.publicFiles, input.memo);
  // Diagnostics are sorted by the builder, so the order pages are checked in does not matter.
  const linkPages: LinkCheckPage[] = [];
  for (const [id, page] of input.compiled) {
    const own = ownRoute.get(id);
    if (!own || page.links.length === 0) continue;
    const folderRoute = own.isIndex ? own.route : own.route.replace(/\/[^/]*$/, '') || '/';
    linkPages.push({ id, page, ownRoute: own.route, folderRoute });
  }
  let linkMemo = input.memo.get('links') as LinkCheckMemo | undefined;
  if (!linkMemo) {
    linkMemo = new LinkCheckMemo();
    input.memo.set('links', linkMemo);
  }
  const problems = linkMemo.check(linkPages, anchors, servedFiles);
  (input.links === 'warn' ? warnings : errors).push(...problems);

  mark('links');
  let order = input.memo.get('path-order') as PathOrder | undefined;
  if (!order) {
    order = {};
    input.memo.set('path-order', order);
  }
  betweenPhases();
  versioned.set(OFFLINE_SIZES_FILE, offlineSizesJson(versioned, knownSizes));
  const { buildId, hashes } = hashBundle(files, versioned, knownHashes, input.hashes, order);
  for (const [file, content] of versioned) files.set(`_content/${buildId}/${file}`, content);
  mark('hash');
  const manifest: ContentManifest = {
    buildId,
    defaultLocale,
    locales: input.locales,
    ...(Object.keys(searchShards).length > 0 && { searchShards }),
  };
  files.set('_content/manifest.json', JSON.stringify(manifest));
  return { buildId, routes: allRoutes, files, errors, warnings, hashes };
}

/**
 * Every path served besides the routes. The previous set is returned as is
 * while the bundle's file names stay the same, which tells the link check
 * that no file appeared or disappeared.
 */
function servedFilesOf(
  files: BundleFiles,
  publicFiles: string[],
  memo: Map<string, unknown>,
): ReadonlySet<string> {
  const previous = memo.get('served-files') as
    | { names: Set<string>; publicKey: string; served: Set<string> }
    | undefined;
  const publicKey = publicFiles.join('\0');
  if (
    previous &&
    previous.publicKey === publicKey &&
    previous.names.size === files.size &&
    [...files.keys()].every((file) => previous.names.has(file))
  )
    return previous.served;
  const served = new Set<string>([...publicFiles, ...[...files.keys()].map((file) => `/${file}`)]);
  memo.set('served-files', { names: new Set(files.keys()), publicKey, served });
  return served;
}

const assetMemo = new WeakMap<CompiledPage, [string, Uint8Array][]>();

/** A notebook's images, decoded once per compiled page (the same bytes keep their hash memo). */
function assetFiles(page: CompiledPage): [string, Uint8Array][] {
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
function placeFacts(page: CompiledPage): string {
  let facts = placeFactsMemo.get(page);
  if (facts === undefined) {
    facts = `${JSON.stringify(page.frontMatter)}\0${page.firstH1 ?? ''}\0${page.notebook?.title ?? ''}`;
    placeFactsMemo.set(page, facts);
  }
  return facts;
}

function chunkTitleBase(
  page: CompiledPage,
  notebook: NotebookInfo | undefined,
): string | undefined {
  if (typeof page.frontMatter.title === 'string' && page.frontMatter.title)
    return page.frontMatter.title;
  if (notebook?.title) return notebook.title;
  return page.firstH1 || undefined;
}

/** The twin opens with the title and description; a leading h1 in the body is dropped as a repeat. */
function twinMarkdown(title: string, description: string, body: string): string[] {
  const trimmed = body.replace(/^# [^\n]*\n+/, '');
  return [`# ${title}\n\n${description ? `${description}\n\n` : ''}`, trimmed, '\n'];
}

function sourceFileOf(input: AssembleInput, id: string): string {
  return path.relative(process.cwd(), path.join(input.contentDir, id));
}

/**
 * The buildId: a hash over every output's path and content hash. Hashes of
 * unchanged files come from memory; big aggregates hash their pieces' hashes.
 * Also returns the hash of each output (versioned ones as "v/<path>").
 */
function hashBundle(
  files: BundleFiles,
  versioned: BundleFiles,
  known: Map<string, string>,
  memo: Map<string, { content: string | Uint8Array; hash: string }>,
  order: PathOrder,
): { buildId: string; hashes: Map<string, string> } {
  const hashes = new Map<string, string>();
  const hashOf = (key: string, content: string | Uint8Array) => {
    const precomputed = known.get(key);
    if (precomputed) return precomputed;
    const cached = memo.get(key);
    if (cached && cached.content === content) return cached.hash;
    const hash = sha256(content);
    memo.set(key, { content, hash });
    return hash;
  };
  const lines: string[] = [];
  for (const [file, content] of versioned) hashes.set(`v/${file}`, hashOf(`v/${file}`, content));
  for (const [file, content] of files) {
    const hash = hashOf(file, content);
    // A bundle file named like a versioned one ("v/…") still counts on its own line.
    if (hashes.has(file)) lines.push(`${file}\0${hash}`);
    else hashes.set(file, hash);
  }
  // "\0" sorts before any path character, so ordering the lines is ordering the paths;
  // the order is kept while the set of paths stays the same (every edit of a page).
  const sameKeys =
    order.keys?.length === hashes.size && [...hashes.keys()].every((key) => order.set?.has(key));
  if (!sameKeys || !order.keys) {
    order.keys = [...hashes.keys()].sort();
    order.set = new Set(order.keys);
    order.hashes = undefined;
    order.lines = undefined;
  }
  if (lines.length > 0) {
    for (const [key, hash] of hashes) lines.push(`${key}\0${hash}`);
    return { buildId: sha256(lines.sort().join('\n')).slice(0, 16), hashes };
  }
  // Lines of unchanged files are the previous build's (flat) strings.
  const previousHashes = order.hashes;
  const previousLines = order.lines;
  const lineHashes: string[] = [];
  const lineTexts: string[] = [];
  for (let index = 0; index < order.keys.length; index++) {
    const key = order.keys[index];
    const hash = hashes.get(key) as string;
    lineHashes.push(hash);
    lineTexts.push(
      previousLines && previousHashes?.[index] === hash
        ? previousLines[index]
        : [key, hash].join('\0'),
    );
  }
  order.hashes = lineHashes;
  order.lines = lineTexts;
  return { buildId: sha256(lineTexts.join('\n')).slice(0, 16), hashes };
}

/** The sorted output paths of the previous build, with each path's hash and line. */
interface PathOrder {
  keys?: string[];
  set?: Set<string>;
  hashes?: string[];
  lines?: string[];
}

/**
 * What one route of the route tree emitted last time, with its output paths
 * made once: a rebuild re-uses all of it while the route's page, timestamp,
 * notebook facts and cookbook groups are unchanged.
 */
interface RouteSlot {
  prefix: string;
  memoKey: string;
  baseRoute: string;
  chunkPath: string;
  versionedChunkPath: string;
  twinPath: string;
  sourcePath: string;
  entry?: RouteMemo;
  timestamp?: number | null;
  notebookKey?: string;
  groupsKey?: string;
  emitted?: EmittedPage;
}

function routeSlot(info: RouteInfo, locale: string, prefix: string): RouteSlot {
  const name = routePath(info.route);
  const sourceName = info.ref.isIndex && info.route !== '/' ? `${name}/index` : name;
  const sourceExtension = info.ref.kind === 'notebook' ? 'md' : info.ref.kind;
  return {
    prefix,
    memoKey: `${locale}\0${info.route}`,
    baseRoute: prefix ? info.route.slice(prefix.length) || '/' : info.route,
    chunkPath: `pages/${name}.json`,
    versionedChunkPath: `v/pages/${name}.json`,
    twinPath: `${name}.md`,
    sourcePath: `_source/pages/${sourceName}.${sourceExtension}`,
  };
}

/** A page chunk without its tree: what the crawler and LLM files need. */
export type ChunkHead = Omit<PageChunk, 'tree'>;

interface RouteMemo extends SearchPieces {
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
}

/** Everything one route emits; memoised across watch-mode rebuilds. */
function renderRoute(
  page: CompiledPage,
  meta: Omit<PageChunk, 'tree' | 'frontMatter' | 'toc'>,
  key: string,
  cookbookGroups: CookbookGroup[],
  config: Pick<SiteConfig, 'url' | 'searchGlossary'>,
): RouteMemo {
  const siteUrl = config.url;
  // Keywords are search vocabulary only: no page shows them, so the page chunk leaves them out.
  const { keywords: written, ...frontMatter } = page.frontMatter;
  const chunk: ChunkHead = { ...meta, frontMatter, toc: page.toc };
  const treeJson = page.usesCookbookIndex
    ? JSON.stringify(fillCookbookIndex(treeOf(page), cookbookGroups))
    : (page.treeJson ?? JSON.stringify(page.tree));
  const jsonParts = chunkJson(chunk, treeJson);
  const body = page.usesCookbookIndex
    ? fillCookbookMarkdown(page.markdown, cookbookGroups, siteUrl)
    : page.markdown;
  const twinParts = twinMarkdown(chunk.title, chunk.description, body);
  return {
    page,
    key,
    chunk,
    json: jsonParts[0] + jsonParts[1] + jsonParts[2],
    hash: sha256(...jsonParts),
    bytes: ropeByteLength(jsonParts, ''),
    twin: twinParts[0] + twinParts[1] + twinParts[2],
    twinHash: sha256(...twinParts),
    ...searchPieces(
      chunk.route,
      searchEntry(chunk.title, page.search, written, config.searchGlossary),
    ),
    ids: new Set(page.ids),
  };
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
  return [`${head.slice(0, -1)},"tree":`, treeJson, `,${JSON.stringify(tail).slice(1)}`];
}

/** Whether a route is one of the sections the assistant does not quote (or below one). */
function isSkippedByAssistant(route: string, sections: readonly string[]): boolean {
  return sections.some((section) => route === section || route.startsWith(`${section}/`));
}
