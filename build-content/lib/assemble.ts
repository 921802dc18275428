import path from 'node:path';
import type { ContentManifest, PageChunk } from '../bundle-format.ts';
import { linkFolder } from '../link-route.ts';
import type { AssembleInput } from './assemble-input.ts';
import { type AssistantLine, assistantIndex, assistantIndexPath } from './assistant-index.ts';
import { type BundleFiles, hashBundle, type PathOrder, servedFilesOf } from './bundle-hash.ts';
import { collectionFiles } from './collections/index.ts';
import { sha256 } from './compile-cache.ts';
import type { CompiledPage } from './compile-page.ts';
import { contributorsMemo } from './contributors.ts';
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
import { OFFLINE_SIZES_FILE, type OfflineSizesMemo, offlineSizesJson } from './offline-sizes.ts';
import { pageDigests } from './page-digests.ts';
import type { RouteInfo } from './page-map.ts';
import { routeEntry } from './route-entry.ts';
import { assetFiles, type RouteMemo, type RouteSlot, routeSlot } from './route-output.ts';
import { PREVIEW_GROUPS, registerSlot } from './route-preview.ts';
import { prefixOf, routeTrees } from './route-trees.ts';
import { addLocaleSearch } from './search-shards/index.ts';
import { phaseTimer } from './timing.ts';

export type { BundleFiles };

/**
 * Turns compiled pages into the bundle: per-locale route trees, page chunks,
 * search chunks, sources, Markdown twins, notebooks and the crawler files.
 */
export async function assembleBundle(input: AssembleInput) {
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

  const files: BundleFiles = new Map();
  const versioned: BundleFiles = new Map();
  const { notebookInfos, cookbookGroups, pageMaps, routesByLocale, pageMapSections } = routeTrees(
    input,
    versioned,
  );
  mark('page maps');
  const emitted: EmittedPage[] = [];
  const anchors = new Map<string, ReadonlySet<string>>();
  const ownRoute = new Map<string, { route: string; isIndex: boolean }>();
  const memo = input.memo as Map<string, RouteMemo>;
  // Route trees are re-used while nothing about the places of pages changed (see page maps).
  const routeSlots = kept(input.memo, 'route-slots', () => new WeakMap<RouteInfo, RouteSlot>());
  const knownHashes = new Map<string, string>();
  // Byte lengths of the texts kept as ropes: measuring one would flatten it into a copy.
  const knownSizes = new Map<string, number>();
  const liveRoutes = new Set<string>();
  const groupsKey = JSON.stringify(cookbookGroups);
  input.memo.set(PREVIEW_GROUPS, cookbookGroups);
  const contributorsOf = contributorsMemo(
    kept(input.memo, 'contributors', () => new Map<string, PageChunk['contributors']>()),
    config,
  );
  const searchShards: Record<string, string> = {};
  const searchShardKeys: Record<string, string> = {};
  /** Shards made on a thread while the next locales are assembled (one thread at most). */
  const shardsMade: Promise<void>[] = [];
  for (const [index, { locale }] of input.locales.entries()) {
    const prefix = prefixOf(locale, defaultLocale);
    const searchRoutes: RouteMemo[] = [];
    const assistantPages: AssistantLine[] = [];
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
        registerSlot(input.memo, info.ref.id, slot);
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
        entry = routeEntry(
          {
            slot,
            page,
            notebook,
            timestamp,
            notebookKey,
            pageGroupsKey,
            cookbookGroups,
            contributorsOf,
            config,
          },
          memo,
        );
        slot.entry = entry;
        slot.notebook = notebook;
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
      assistantPages.push(entry.assistant);
      files.set(slot.twinPath, entry.twin);
      knownHashes.set(slot.twinPath, entry.twinHash);
      if (info.ref.kind === 'notebook') {
        files.set(slot.sourcePath, entry.twin);
        knownHashes.set(slot.sourcePath, entry.twinHash);
      } else {
        files.set(slot.sourcePath, page.source);
        knownHashes.set(slot.sourcePath, pageDigests(page).source);
      }
      emitted.push(slot.emitted as EmittedPage);
    }
    mark(`routes of ${locale}`);
    const shardManifest = addLocaleSearch(
      locale,
      searchRoutes,
      config,
      { versioned, knownHashes, knownSizes },
      {
        memo: input.memo,
        earlier: input.earlierShards,
        termCache: input.sectionTermsDir && path.join(input.sectionTermsDir, `${locale}.bin`),
        // The last locale's shards are made here: nothing is left to do meanwhile.
        inThread: index < input.locales.length - 1 && shardsMade.length === 0,
      },
    );
    if (shardManifest) {
      searchShards[locale] = shardManifest.manifestPath;
      searchShardKeys[locale] = shardManifest.key;
      if (shardManifest.made) shardsMade.push(shardManifest.made);
    }
    mark(`search of ${locale}`);
    const assistant = assistantIndex(locale, assistantPages);
    files.set(assistantIndexPath(locale), assistant.text);
    knownHashes.set(assistantIndexPath(locale), assistant.hash);
    betweenPhases();
  }
  for (const key of memo.keys()) if (key.includes('\0') && !liveRoutes.has(key)) memo.delete(key);
  await Promise.all(shardsMade);

  mark('routes');
  for (const [relPath, info] of notebookInfos) {
    const page = input.compiled.get(relPath);
    if (!page) continue;
    files.set(info.ipynbPath.slice(1), page.source);
    for (const [file, bytes] of assetFiles(page)) files.set(file, bytes);
  }

  const defaultPages = emitted.filter((page) => page.chunk.locale === defaultLocale);
  const localeList = input.locales.map(({ locale }) => ({
    locale,
    prefix: prefixOf(locale, defaultLocale),
  }));
  const extrasMemo: ExtrasMemo = kept(input.memo, 'extras', createExtrasMemo);
  files.set('sitemap.xml', sitemapXml(emitted, localeList, defaultLocale, config, extrasMemo));
  mark('sitemap');
  files.set('robots.txt', robotsTxt(config));
  for (const [file, content] of input.extraFiles ?? []) files.set(file, content);
  for (const { locale } of input.locales) {
    const isDefault = locale === defaultLocale;
    // Other locales list their translated pages (untranslated ones are the default's).
    const pages = isDefault
      ? defaultPages
      : emitted.filter((page) => page.chunk.locale === locale && !page.chunk.contentLocale);
    if (pages.length === 0 && !isDefault) continue;
    const llms = llmsTxt(pages, pageMaps.get(locale) ?? [], config, extrasMemo);
    files.set(isDefault ? 'llms.txt' : `${locale}/llms.txt`, llms);
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
    linkPages.push({
      id,
      page,
      ownRoute: own.route,
      folderRoute: linkFolder(own.route, own.isIndex),
    });
  }
  const linkMemo = kept(input.memo, 'links', () => new LinkCheckMemo());
  const problems = linkMemo.check(linkPages, anchors, servedFiles);
  (input.links === 'warn' ? warnings : errors).push(...problems);

  mark('links');
  const order = kept<PathOrder>(input.memo, 'path-order', () => ({}));
  betweenPhases();
  const sizesMemo = kept<OfflineSizesMemo>(input.memo, 'offline-sizes', () => ({}));
  versioned.set(OFFLINE_SIZES_FILE, offlineSizesJson(versioned, knownSizes, sizesMemo));
  mark('offline sizes');
  const { buildId, hashes } = hashBundle(files, versioned, knownHashes, input.hashes, order);
  for (const [file, content] of versioned) files.set(`_content/${buildId}/${file}`, content);
  mark('hash');
  const manifest: ContentManifest = {
    buildId,
    defaultLocale,
    locales: input.locales,
    ...(Object.keys(searchShards).length > 0 && { searchShards }),
    ...(pageMapSections.size > 0 && { pageMapParts: Object.fromEntries(pageMapSections) }),
  };
  files.set('_content/manifest.json', JSON.stringify(manifest));
  return { buildId, routes: allRoutes, files, errors, warnings, hashes, searchShardKeys };
}

/** What `memo` keeps under `key` across rebuilds, made on first use. */
function kept<T>(memo: Map<string, unknown>, key: string, make: () => T): T {
  let value = memo.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    memo.set(key, value);
  }
  return value;
}

function sourceFileOf(input: AssembleInput, id: string): string {
  return path.relative(process.cwd(), path.join(input.contentDir, id));
}
