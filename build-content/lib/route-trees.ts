/**
 * The route trees of a bundle: the cookbook's notebooks as pages, and each
 * locale's page map and routes, built from the content tree and its _meta
 * files. Re-used from the previous build while no page's place, title or
 * front matter (and no _meta file) changed.
 */
import type { NotebookInfo, PageMapEntry } from '../bundle-format.ts';
import type { AssembleInput } from './assemble-input.ts';
import type { BundleFiles } from './bundle-hash.ts';
import { type CookbookGroup, cookbookGroupsOf } from './cookbook-index.ts';
import { buildPageMap, type RouteInfo, titleFromName } from './page-map.ts';
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
}

/** Builds (or re-uses) the route trees; each locale's page map JSON goes into `versioned`. */
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
  return { notebookInfos, cookbookGroups, pageMaps, routesByLocale };
}
