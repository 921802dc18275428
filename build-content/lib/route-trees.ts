/**
 * The route trees of a bundle: the cookbook's notebooks as pages, and each
 * locale's page map and routes, built from the content tree and its _meta
 * files. Re-used from the previous build while no page's place, title or
 * front matter (and no _meta file) changed.
 */
import { type NotebookInfo, type PageMapEntry, pageMapFile } from '../bundle-format.ts';
import type { AssembleInput } from './assemble-input.ts';
import type { BundleFiles } from './bundle-hash.ts';
import type { CompiledPage } from './compile-page.ts';
import { type CookbookGroup, cookbookGroupsOf } from './cookbook-index.ts';
import type { MetaEntries } from './meta.ts';
import { buildPageMap, type RouteInfo, titleFromName } from './page-map.ts';
import { pageMapParts } from './page-map-parts.ts';
import { chunkTitleBase, placeFacts } from './route-output.ts';
import type { SourceFile } from './scan.ts';
import { buildLocaleTree, type PageRef } from './site-tree.ts';

/** The path prefix of a locale's routes (none for the default locale). */
export const prefixOf = (locale: string, defaultLocale: string) =>
  locale === defaultLocale ? '' : `/${locale}`;

export interface RouteTrees {
  notebookInfos: Map<string, NotebookInfo>;
  cookbookGroups: CookbookGroup[];
  pageMaps: Map<string, PageMapEntry[]>;
  routesByLocale: Map<string, RouteInfo[]>;
  /** Locales whose page map is split into parts: the routes of their split sections. */
  pageMapSections: Map<string, string[]>;
}

/**
 * Builds (or re-uses) the route trees; each locale's page map JSON (and, past
 * `pageMapSplitAbove`, its parts) goes into `versioned`.
 */
export function routeTrees(input: AssembleInput, versioned: BundleFiles): RouteTrees {
  const { config, defaultLocale } = input;
  const notebookInfos = new Map<string, NotebookInfo>();
  const notebookSources: SourceFile[] = [];
  const layout = config.notebookLayout;
  if (layout)
    for (const { notebook, relPath, docsPath } of input.cookbook) {
      const page = input.compiled.get(relPath);
      const name = notebook.replace(/\.ipynb$/, '');
      const guidePath = `${layout.guideRoute}/${name}`;
      notebookSources.push({
        relPath,
        localPath: `${guidePath.slice(1)}.ipynb`,
        locale: defaultLocale,
      });
      if (docsPath)
        notebookSources.push({ relPath, localPath: `${docsPath}.ipynb`, locale: defaultLocale });
      notebookInfos.set(relPath, {
        notebook,
        docsPath,
        path: guidePath,
        ipynbPath: `${layout.downloadRoute}/${notebook}`,
        canonicalPath: docsPath ? `/${docsPath}` : guidePath,
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

  const routesByLocale = new Map<string, RouteInfo[]>();
  const pageMaps = new Map<string, PageMapEntry[]>();
  let pageMapSections = new Map<string, string[]>();
  // The route trees only change when a page's place, title or front matter does (or a _meta file).
  const allSources = [...input.pages, ...notebookSources];
  const previous = input.memo.get('page-maps') as
    | {
        places: TreePlaces;
        pageMaps: Map<string, PageMapEntry[]>;
        routes: Map<string, RouteInfo[]>;
        json: Map<string, string>;
        sections: Map<string, string[]>;
      }
    | undefined;
  if (previous && samePlaces(previous.places, input, allSources)) {
    for (const [locale, pageMap] of previous.pageMaps) pageMaps.set(locale, pageMap);
    for (const [locale, routes] of previous.routes) routesByLocale.set(locale, routes);
    for (const [file, json] of previous.json) versioned.set(file, json);
    pageMapSections = previous.sections;
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
      const whole = JSON.stringify(pageMap);
      json.set(pageMapFile(locale), whole);
      const split = pageMapParts(pageMap, whole, config.pageMapSplitAbove);
      if (split) {
        pageMapSections.set(locale, split.sections);
        for (const [part, text] of split.parts) json.set(pageMapFile(locale, part), text);
      }
    }
    for (const [file, text] of json) versioned.set(file, text);
    const places = treePlaces(input, allSources);
    input.memo.set('page-maps', {
      places,
      pageMaps,
      routes: routesByLocale,
      json,
      sections: pageMapSections,
    });
  }
  return { notebookInfos, cookbookGroups, pageMaps, routesByLocale, pageMapSections };
}

/** What the route trees are made from: locales, _meta entries, and each source's place and facts. */
interface TreePlaces {
  locales: string;
  metas: { relPath: string; entries: MetaEntries | undefined; json: string }[];
  sources: { source: SourceFile; page: CompiledPage | undefined; facts: string }[];
}

const localeList = (input: AssembleInput) => input.locales.map((entry) => entry.locale).join(',');
const metaJson = (entries: MetaEntries | undefined) => JSON.stringify([...(entries ?? [])]);
const sameSource = (a: SourceFile, b: SourceFile) =>
  a === b || (a.relPath === b.relPath && a.localPath === b.localPath && a.locale === b.locale);

function treePlaces(input: AssembleInput, sources: SourceFile[]): TreePlaces {
  return {
    locales: localeList(input),
    metas: input.metaFiles.map(({ relPath }) => {
      const entries = input.metas.get(relPath);
      return { relPath, entries, json: metaJson(entries) };
    }),
    sources: sources.map((source) => {
      const page = input.compiled.get(source.relPath);
      return { source, page, facts: page ? placeFacts(page) : '-' };
    }),
  };
}

/**
 * Whether the route trees of the last build still hold: compared part by
 * part, an unchanged page object or _meta entries object without looking
 * into it (a rebuild after a save compares 10,000 sources in about a millisecond).
 */
function samePlaces(previous: TreePlaces, input: AssembleInput, sources: SourceFile[]): boolean {
  if (previous.locales !== localeList(input)) return false;
  if (previous.metas.length !== input.metaFiles.length) return false;
  for (let index = 0; index < previous.metas.length; index++) {
    const before = previous.metas[index];
    const { relPath } = input.metaFiles[index];
    const entries = input.metas.get(relPath);
    if (before.relPath !== relPath) return false;
    if (before.entries !== entries && before.json !== metaJson(entries)) return false;
  }
  if (previous.sources.length !== sources.length) return false;
  for (let index = 0; index < sources.length; index++) {
    const before = previous.sources[index];
    if (!sameSource(before.source, sources[index])) return false;
    const page = input.compiled.get(sources[index].relPath);
    if (page === before.page) continue;
    if ((page ? placeFacts(page) : '-') !== before.facts) return false;
    // Same facts from a recompiled page: remembered, so the next build compares objects again.
    before.page = page;
  }
  return true;
}
