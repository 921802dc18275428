/**
 * The content bundle: the only contract between build-content (which writes it)
 * and the app in src/ (which reads it). Types only, no runtime code, so the app
 * can `import type` from here without pulling in anything from the build.
 *
 * Layout under the site root (the README documents the same):
 *   /_content/manifest.json                      ContentManifest (not cached)
 *   /_content/routes.json                        RouteList: every routable route of every locale (edge 404 check)
 *   /_content/<buildId>/page-map.<locale>.json   PageMapEntry[] (the route tree)
 *   /_content/<buildId>/pages<route>.json        PageChunk ("/" is /pages/index.json)
 *   /_content/<buildId>/search/<locale>.json     SearchChunk
 *   /_content/<buildId>/search/<locale>.head.json  SearchChunk, section texts cut to 100 characters
 *   /_content/<buildId>/search/<locale>/…        a sharded locale's index (SearchShardManifest, SearchShardLayout)
 *   /_content/<buildId>/collections/<name>.<locale>.json  CollectionIndex (the collections the tree declares)
 *   /_content/assets/<sha256-16>.<ext>           notebook images (immutable)
 *   /_source/pages/<path>.mdx|.md                raw sources for "Copy as Markdown"
 *   /<route>.md                                  Markdown twin of every page
 *   /cookbook/<file>.ipynb                       downloadable notebooks
 *   /llms.txt /llms-full.txt /sitemap.xml /robots.txt /blog/rss.xml /changelog/rss.xml
 *   /<locale>/llms.txt                           translated pages of a non-default locale
 *
 * Raw sources are stored under the route's path, so the four "Copy as Markdown"
 * candidates of SPEC.md §7 resolve: /_source/pages/docs/x.mdx, …/docs/index.mdx
 * for a folder's index page, /_source/pages/index.mdx for "/"; a notebook page
 * has its Markdown twin there as .md.
 *
 * Routes of the default locale have no prefix; other locales are prefixed
 * (/ja/docs). A page missing in a locale falls back to the default locale's page:
 * its chunk is written under the locale's route with `contentLocale` set.
 */

export interface LocaleEntry {
  locale: string;
  name: string;
  direction: 'ltr' | 'rtl';
}

export interface ContentManifest {
  buildId: string;
  defaultLocale: string;
  locales: LocaleEntry[];
  /**
   * Locales whose search index is sharded (SearchShardManifest), each with
   * the path of its shard manifest under /_content/<buildId>/. Absent for a
   * site whose every locale ships the whole chunk (SearchChunk).
   */
  searchShards?: Record<string, string>;
  /**
   * Locales whose page map is split (it passed `pageMapSplitAbove`), each with
   * the routes of its split sections: a route in a section reads that
   * section's part, any other route the rest (`pageMapFile`). Absent for a
   * site whose every locale is read whole.
   */
  pageMapParts?: Record<string, string[]>;
}

/**
 * The dev server's `content:update` event (build-content/vite-plugin.ts):
 * the new build, and which of its versioned files (relative to
 * /_content/<buildId>/) differ from `previousBuildId`'s, so the open page
 * keeps what it already holds of the rest. A preview of saved pages comes
 * first with the page's own `buildId`: `changed` then lists the files served
 * anew in place.
 */
export interface ContentUpdate {
  buildId: string;
  routes: string[];
  previousBuildId?: string;
  changed: string[];
}

/** SPEC.md §3 "Page front matter"; unknown keys are kept. */
export interface FrontMatter {
  title?: string;
  sidebarTitle?: string;
  description?: string;
  canonical?: string;
  image?: string;
  seoTitle?: string;
  ogImage?: string;
  ogVideo?: string;
  noindex?: boolean;
  label?: string;
  [key: string]: unknown;
}

/**
 * The front-matter fields a page-map entry carries: those the app reads for
 * pages other than the one shown (search title answers and page cards show
 * descriptions, the sidebar an API method's badge). The rest, keywords and
 * collection facts among them, would make every page's first load bigger.
 */
export const PAGE_MAP_FRONT_MATTER = ['description', 'apiMethod'] as const;

/** The part name of a split section: the last segment of its route, its folder's name. */
export function sectionPart(sectionRoute: string): string {
  return sectionRoute.slice(sectionRoute.lastIndexOf('/') + 1);
}

/**
 * A locale's page map file under /_content/<buildId>/: the whole map, or a
 * part of a split one (`ContentManifest.pageMapParts`): a split section's,
 * named by its folder, or the rest (''). Named, not numbered, so a stored
 * part still means the same section in the next build.
 */
export function pageMapFile(locale: string, part?: string): string {
  if (part === undefined) return `page-map.${locale}.json`;
  return part === '' ? `page-map.${locale}.rest.json` : `page-map.${locale}/${part}.json`;
}

/** SPEC.md §3 "Page map entry" theme options. */
export interface PageTheme {
  collapsed?: boolean;
  layout?: 'default' | 'full' | 'raw';
  sidebar?: boolean;
  toc?: boolean;
  breadcrumb?: boolean;
  pagination?: boolean;
  navbar?: boolean;
  footer?: boolean;
  typesetting?: 'default' | 'article';
  timestamp?: boolean;
  topContent?: boolean;
  bottomContent?: boolean;
}

export interface MenuItem {
  name: string;
  title: string;
  href: string;
  newWindow?: boolean;
}

/**
 * One node of the route tree. Folders have `children`; a folder with its own
 * index page has `withIndexPage: true` and its route is the index page's route.
 * Separators have an empty route. External links carry `href`.
 * Entries whose name starts with "_" never appear; `display: 'hidden'` entries
 * appear (they are routable) and the navigation leaves them out.
 */
export interface PageMapEntry {
  name: string;
  route: string;
  title: string;
  type: 'doc' | 'page' | 'menu' | 'separator';
  display: 'normal' | 'hidden' | 'children';
  children?: PageMapEntry[];
  /** The page's front-matter fields named in PAGE_MAP_FRONT_MATTER; its chunk has them all. */
  frontMatter?: FrontMatter;
  withIndexPage?: boolean;
  href?: string;
  newWindow?: boolean;
  theme?: PageTheme;
  items?: MenuItem[];
}

/**
 * The compiled page body: a compact hast. A text node is a string; an element is
 * [type, props, ...children]. `type` is an HTML tag or a component name from
 * COMPONENT_NAMES (e.g. "Callout", "Tabs.Tab"). Props are plain JSON with
 * React attribute names (className, htmlFor, style as an object, aria-*, data-*).
 */
export type TreeNode = string | TreeElement;
export type TreeElement = [
  type: string,
  props: Record<string, unknown> | null,
  ...children: TreeNode[],
];

/**
 * A prop whose value is content rather than data: JSX written as an attribute
 * (`<Card icon={<svg …/>} title={<>Quick <em>start</em></>} />`). The build
 * compiles it like the page body, so `icon` arrives as
 * `{"$tree": [["svg", {viewBox: "0 0 24 24"}, ["path", {d: "…"}]]]}`. The
 * renderer turns every such object into React nodes wherever it sits in the
 * props (directly, in an array, in an object). Keys starting with "$" are
 * reserved for this in prop objects.
 */
export interface TreeProp {
  $tree: TreeNode[];
}

export interface TocEntry {
  id: string;
  value: string;
  depth: 2 | 3 | 4 | 5 | 6;
}

/** SPEC.md §3 "Contributor". */
export interface Contributor {
  username: string;
  name: string;
  title: 'Team Member' | 'Contributor';
  image: string;
  profileUrl: string;
}

/** SPEC.md §3 "Cookbook entry" with its derived paths and its own metadata. */
export interface NotebookInfo {
  /** File name, e.g. "langchain_integration.ipynb". */
  notebook: string;
  docsPath: string | null;
  /** Guide route: `<guideRoute>/{name}` of the site's notebook layout (here /guides/cookbook/{name}). */
  path: string;
  /** Download route: `<downloadRoute>/{notebook}` (here /cookbook/{notebook}). */
  ipynbPath: string;
  /** /{docsPath} when set, else path. */
  canonicalPath: string;
  /** Path of the .ipynb inside the docs repository (for the code-host and runner links). */
  repositoryPath: string;
  title: string;
  description: string;
  group: string;
  tags: string[];
  language: string;
}

export interface PageChunk {
  route: string;
  locale: string;
  title: string;
  description: string;
  frontMatter: FrontMatter;
  toc: TocEntry[];
  tree: TreeNode[];
  /** Last update, ms since epoch (git commit time, else file mtime). */
  timestamp: number | null;
  /** Source path relative to the docs repository root, for "Edit this page". */
  filePath: string;
  contributors: Contributor[];
  /** Canonical path of this page (its own route unless front matter or a cookbook docsPath says otherwise). */
  canonical: string;
  /** Route of the Markdown twin, e.g. /docs/tracing.md. */
  markdownPath: string;
  /**
   * Set on an untranslated page only: the locale its content is written in
   * (the default locale's page, served under `locale`'s route as a fallback).
   */
  contentLocale?: string;
  notebook?: NotebookInfo;
  /**
   * Set on a folder's index page only (`docs/index.mdx` at /docs): its relative
   * links start from its own route; any other page's start from its parent's.
   */
  index?: true;
}

/**
 * SPEC.md §3 "Search index data": per route a title and section texts keyed
 * "<anchor>#<heading>" ("" for the intro). Written one route per line
 * (`{`, then `"<route>":{…},` per route, then `}`) so a reader may parse each
 * route as it arrives; still a single JSON value for any other reader.
 */
export type SearchChunk = Record<
  string,
  {
    title: string;
    data: Record<string, string>;
    /**
     * Words readers use for the page that it may not (front matter `keywords`
     * and the site glossary's words for what it names, build-content/lib/search-keywords.ts),
     * comma-separated; ranked below title and headings, shown nowhere.
     */
    keywords?: string;
  }
>;

/**
 * The files of a sharded locale's search index, under
 * /_content/<buildId>/search/<locale>/ (src/features/search/shards/shard-paths.ts
 * names them): `index.json` (SearchShardManifest), `t/<n>.json` per term
 * shard, `c/<n>.json` per completion list, `p/<page>.json` per page fragment,
 * `typo/<name>.json` per list of words for typo correction and `titles.json`
 * (SearchFirstKeyTitles).
 */
export interface SearchShardLayout {
  /** Term shards: `t/0.json` … */
  shards: number;
  /** Completion lists of prefixes that span shards: `c/0.json` … */
  completions: number;
  /** Page fragments: `p/0.json` … (page ids are the routes' sorted order). */
  pages: number;
  /** Typo word lists by name (`7`, `8-1`): words of one length, with counts. */
  typo: string[];
}

/**
 * One term's data in a shard: how many sections' text holds it (body
 * document frequency), how often titles, route slugs, headings and keywords
 * name it, and its postings, each list delta-encoded (every id is the
 * previous one plus the number): pages whose title or slug holds it, pages
 * whose keywords do, sections whose heading does (insertion order, capped as
 * the engine's lookups are) and sections whose text holds it in the engine's
 * ranking order (FlexSearch's: earlier in the section first, then section
 * order), capped at the engine's candidates per term.
 */
export type SearchTermRecord = [
  bodyCount: number,
  fieldCount: number,
  titlePages: number[],
  keywordPages: number[],
  headingSections: number[],
  bodySections: number[],
];

/**
 * `titles.json`: pages that answer a first key from their titles before any
 * shard is in (title-answers.ts): for each character a title word starts
 * with, most common first, the pages the title answer to that character
 * shows, as many characters as fit a few KB gzip. Each is
 * `[route, title, snippet]`, the snippet the start of the page's text.
 */
export interface SearchFirstKeyTitles {
  titles: [route: string, title: string, snippet: string][];
}

/** `t/<n>.json`: the terms whose longest shard key prefix is this shard's key. */
export interface SearchTermShard {
  key: string;
  terms: Record<string, SearchTermRecord>;
}

/**
 * `c/<n>.json`: completions of a prefix whose words span several shards (the
 * engine's own lists: most used first), with each completion's record capped
 * at what a completion's lookup takes.
 */
export interface SearchCompletionList {
  prefix: string;
  /** Completions among title, slug, heading and keyword words (engine: `prefixExpansions`). */
  fields: string[];
  /** Completions among section text words (engine: `prefixExpansions + 1`). */
  body: string[];
  terms: Record<string, SearchTermRecord>;
}

/** `p/<page>.json`: one page as the engine indexes it, with what the whole index decided of it. */
export interface SearchPageFragment {
  route: string;
  entry: SearchChunk[string];
  /** Id of the page's first section (sections are numbered across the locale, page by page). */
  firstSection: number;
  /** The page's score factor (page-kind.ts), after copies of notebooks were resolved. */
  weight: number;
  /** Another route of the same notebook is listed instead. */
  hidden?: boolean;
}

/** `typo/<name>.json`: words of one length (space-separated) and how widely each is used. */
export interface SearchTypoList {
  words: string;
  counts: number[];
}

/**
 * `index.json`: what a reader needs before the first shard. `keys[n]` is
 * the key of `t/<n>.json`: a term lives in the shard of the longest key it
 * starts with. `completions[n]` is the prefix of `c/<n>.json`. `typo` maps a
 * word length to the names of its lists.
 */
export interface SearchShardManifest {
  locale: string;
  layout: SearchShardLayout;
  /** Sections and characters of section text in the whole locale (rarity and length norms). */
  sections: number;
  textLength: number;
  keys: string[];
  completions: string[];
  typo: Record<string, string[]>;
  /** Sections of each page, by page id: the page a section id belongs to. */
  sectionCounts: number[];
  /** Score factor of each page (1 unless a notebook or news page), and the hidden ones, for choosing pages to fetch. */
  weights: number[];
  hidden: number[];
}

/**
 * /_content/assistant/<locale>.json: retrieval data for the docs assistant.
 * Sections are [anchor ("" for the intro), heading text, plain text].
 */
export interface AssistantPage {
  route: string;
  title: string;
  anchors: string[];
  sections: [anchor: string, heading: string, text: string][];
}
export interface AssistantIndex {
  version: 1;
  locale: string;
  pages: AssistantPage[];
}

/** /_content/routes.json: every routable route of every locale, sorted. */
export type RouteList = string[];

/** Props of ['NotebookCell', props, pre, ...NotebookOutput]: one code cell of a notebook page. */
export interface NotebookCellProps {
  executionCount: number | null;
  /** Kernel language, also the highlighted code's language. */
  language: string;
}

/**
 * Props of ['NotebookOutput', props, ...children] inside a cell. Children:
 * stream/text/error → one `pre` (ANSI colours as `span.ansi-*-fg|bg|bold`);
 * image → one `img` with src /_content/assets/…; html (sanitised) and
 * markdown → plain elements; json → a highlighted `pre`.
 */
export interface NotebookOutputProps {
  type: 'stream' | 'text' | 'markdown' | 'html' | 'image' | 'json' | 'error';
  /** stream: "stdout" or "stderr"; error: the exception name. */
  name?: string;
}

/** Props the build fills into ['CookbookIndex', props]: notebooks by group (config/cookbook.ts order). */
export interface CookbookIndexProps {
  groups: {
    key: string;
    title: string;
    entries: {
      title: string;
      description: string;
      path: string;
      tags: string[];
      notebook: string;
    }[];
  }[];
}

/**
 * Props of ['Mermaid', {chart, svg?}] (from a ```mermaid fence): `svg` is the
 * diagram rendered at build time; without it the client renders `chart`.
 */
export interface MermaidProps {
  chart: string;
  svg?: string;
}

/**
 * /_content/<buildId>/offline-sizes.json: bytes of each page chunk by route
 * (locale prefix included) and of each page map and search chunk by path
 * (relative to the build folder), for "Save for offline".
 */
export interface OfflineSizes {
  pages: Record<string, number>;
  shared: Record<string, number>;
  /** Sharded locales: every file of the locale's shards (SearchShardLayout) and their total bytes. */
  searchShards?: Record<string, { bytes: number; layout: SearchShardLayout }>;
}

/**
 * /_content/<buildId>/collections/<collection>.<locale>.json: the entries of
 * one collection (a folder of dated entries the tree declares in
 * `_collections.json`: here changelog, blog, customers) in
 * one locale, newest first (same day: by route). Untranslated entries fall
 * back to the default locale's, under the locale's prefix.
 */
export interface CollectionIndex {
  collection: string;
  locale: string;
  /** Route of the collection's index page, e.g. /changelog. */
  route: string;
  /** Title of the index page (its front matter), else the collection's label. */
  title: string;
  entries: CollectionEntry[];
}

export interface CollectionEntry {
  /** File name without extension; unique within its collection and locale. */
  slug: string;
  route: string;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Team handles (config/team.ts) in collections with team authors, else names as written. */
  authors: string[];
  tags: string[];
  image?: string;
  /** Prose words (code blocks left out) and the minutes they take at 220 words a minute. */
  words: number;
  readingMinutes: number;
  /** Customer stories: the company, its industry and its size as written in front matter. */
  company?: string;
  industry?: string;
  size?: string;
}

/** Props of ['EntryHeader', props]: byline, date and tags the build puts after an entry's h1. */
export interface EntryHeaderProps {
  collection: string;
  date: string;
  authors: string[];
  tags: string[];
  readingMinutes: number;
}

/** Props of ['AuthorEntries', props]: the body of a generated /authors/{handle} page. */
export interface AuthorEntriesProps {
  handle: string;
  entries: {
    collection: string;
    route: string;
    title: string;
    description: string;
    date: string;
  }[];
}
