/**
 * One route's entry: its chunk's facts besides the page (title, canonical,
 * timestamp, contributors…) and what it emits, rendered again only when the
 * page or one of those facts changed. Used by the route loop of every build
 * and by a watcher's preview of saved pages (route-preview.ts).
 */
import type { NotebookInfo, PageChunk } from '../bundle-format.ts';
import type { CompiledPage } from './compile-page.ts';
import type { CookbookGroup } from './cookbook-index.ts';
import { titleFromName } from './page-map.ts';
import {
  chunkTitleBase,
  type RouteMemo,
  type RouteSlot,
  renderRoute,
  routePath,
} from './route-output.ts';
import type { SiteConfig } from './site-config.ts';

export interface RouteEntryInput {
  slot: RouteSlot;
  page: CompiledPage;
  notebook: NotebookInfo | undefined;
  timestamp: number | null;
  /** The page's notebook facts and cookbook groups, as compared between builds. */
  notebookKey: string;
  pageGroupsKey: string;
  cookbookGroups: CookbookGroup[];
  contributorsOf: (baseRoute: string) => PageChunk['contributors'];
  config: SiteConfig;
}

/** The route's entry: the memo's when nothing it is made from changed, else rendered anew (and memoised). */
export function routeEntry(input: RouteEntryInput, memo: Map<string, RouteMemo>): RouteMemo {
  const { slot, page, notebook, timestamp, config } = input;
  const { info, locale, prefix } = slot;
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
    contributors: input.contributorsOf(slot.baseRoute),
    canonical,
    markdownPath: `/${routePath(info.route)}.md`,
  };
  // An untranslated page: the default locale's page under this locale's route.
  if (info.ref.locale !== locale) meta.contentLocale = info.ref.locale;
  if (notebook) meta.notebook = notebook;
  if (info.ref.isIndex) meta.index = true;
  // Everything in `meta` besides the page itself comes from these (contributors are memoised by route).
  const key = [
    meta.timestamp,
    meta.title,
    meta.canonical,
    meta.contentLocale,
    input.notebookKey,
    input.pageGroupsKey,
  ].join('\0');
  let entry = memo.get(slot.memoKey);
  if (
    !entry ||
    entry.page !== page ||
    entry.key !== key ||
    entry.chunk.contributors !== meta.contributors
  ) {
    entry = renderRoute(page, meta, slot.baseRoute, key, input.cookbookGroups, config);
    memo.set(slot.memoKey, entry);
  }
  return entry;
}
