import type { PageChunk, PageMapEntry } from '../bundle-format.ts';
import { concat } from './rope.ts';
import type { SiteConfig } from './site-config.ts';

/** A page chunk without its tree: what the crawler and LLM files need. */
export type ChunkHead = Omit<PageChunk, 'tree'>;

/** A built page as the crawler/LLM files need it. */
export interface EmittedPage {
  chunk: ChunkHead;
  /** The page's route with the locale prefix removed (same for every locale). */
  baseRoute: string;
  twin: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Whether a page belongs in the sitemap: not noindex, its own canonical, and
 * written in its locale. An untranslated page (`contentLocale`: another
 * locale's text under this locale's route) would be duplicate content there.
 */
function indexable(page: EmittedPage): boolean {
  return (
    page.chunk.frontMatter.noindex !== true &&
    page.chunk.canonical === page.chunk.route &&
    !page.chunk.contentLocale
  );
}

/**
 * Per-page pieces of the crawler files, kept across watch-mode rebuilds. A
 * piece is re-used while the chunks it was made from are the same objects
 * (the assembler keeps a route's chunk until something about it changes).
 */
export interface ExtrasMemo {
  /** Default locale and locale list the sitemap pieces were made for. */
  sitemapLocales?: string;
  /** Route → its `<url>` element and the chunks it came from (the page, then its siblings). */
  sitemap: Map<string, { sources: (ChunkHead | undefined)[]; text: string }>;
  /** The last sitemap's layout: its pages in input and in route order, and each page's entry. */
  sitemapLast?: SitemapLayout;
  llmsLine: WeakMap<ChunkHead, string>;
  twinText: WeakMap<ChunkHead, string>;
}

interface SitemapLayout {
  pages: EmittedPage[];
  byBase: Map<string, Map<string, EmittedPage>>;
  /** The pages sorted by route, each one's entry at the same position. */
  sorted: EmittedPage[];
  entries: string[];
  /** Position in `sorted` of each page of `pages`. */
  positionOf: number[];
  /** Positions in `sorted` of the pages of each base route (a page and its translations). */
  positions: Map<string, number[]>;
  text: string;
}

export function createExtrasMemo(): ExtrasMemo {
  return { sitemap: new Map(), llmsLine: new WeakMap(), twinText: new WeakMap() };
}

/**
 * sitemap.xml: every indexable canonical page of every locale; hreflang
 * alternates pair only real translations, so a page written in one locale
 * alone has none.
 */
export function sitemapXml(
  pages: EmittedPage[],
  locales: { locale: string; prefix: string }[],
  defaultLocale: string,
  config: SiteConfig,
  memo: ExtrasMemo = createExtrasMemo(),
): string {
  const localesKey = `${defaultLocale}\0${locales.map((entry) => entry.locale).join(',')}`;
  if (memo.sitemapLocales !== localesKey) {
    memo.sitemap.clear();
    memo.sitemapLast = undefined;
    memo.sitemapLocales = localesKey;
  }
  const entryOf = (page: EmittedPage, siblings: Map<string, EmittedPage> | undefined) => {
    const sources = [page.chunk, ...locales.map(({ locale }) => siblings?.get(locale)?.chunk)];
    const known = memo.sitemap.get(page.chunk.route);
    if (known && sameItems(known.sources, sources)) return known.text;
    const text = indexable(page)
      ? sitemapEntry(page, siblings, locales, defaultLocale, config)
      : '';
    memo.sitemap.set(page.chunk.route, { sources, text });
    return text;
  };
  // The same routes in the same order as last time (a page edited in watch mode): only the
  // entries of the edited pages and of their translations are looked at again.
  const last = memo.sitemapLast;
  if (last && samePlaces(last.pages, pages)) {
    const changed = new Set<string>();
    for (let index = 0; index < pages.length; index++) {
      const page = pages[index];
      if (page === last.pages[index]) continue;
      changed.add(page.baseRoute);
      last.byBase.get(page.baseRoute)?.set(page.chunk.locale, page);
      last.sorted[last.positionOf[index]] = page;
    }
    for (const base of changed)
      for (const position of last.positions.get(base) ?? []) {
        const page = last.sorted[position];
        last.entries[position] = entryOf(page, last.byBase.get(page.baseRoute));
      }
    last.pages = pages;
    if (changed.size > 0) last.text = sitemapText(last.entries);
    return last.text;
  }
  const byBase = new Map<string, Map<string, EmittedPage>>();
  for (const page of pages) {
    if (!byBase.has(page.baseRoute)) byBase.set(page.baseRoute, new Map());
    byBase.get(page.baseRoute)?.set(page.chunk.locale, page);
  }
  const order = pages.map((_, index) => index);
  order.sort((a, b) => (pages[a].chunk.route < pages[b].chunk.route ? -1 : 1));
  const sorted = order.map((index) => pages[index]);
  const positionOf: number[] = [];
  const positions = new Map<string, number[]>();
  const entries = sorted.map((page, position) => {
    positionOf[order[position]] = position;
    const list = positions.get(page.baseRoute);
    if (list) list.push(position);
    else positions.set(page.baseRoute, [position]);
    return entryOf(page, byBase.get(page.baseRoute));
  });
  const live = new Set(pages.map((page) => page.chunk.route));
  for (const route of memo.sitemap.keys()) if (!live.has(route)) memo.sitemap.delete(route);
  const text = sitemapText(entries);
  memo.sitemapLast = { pages, byBase, sorted, positionOf, positions, entries, text };
  return text;
}

function sitemapText(entries: readonly string[]): string {
  return concat(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries.filter(Boolean),
      '</urlset>',
      '',
    ],
    '\n',
  );
}

/** Whether two page lists hold the same routes (locale and base route too) in the same order. */
function samePlaces(a: readonly EmittedPage[], b: readonly EmittedPage[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) {
    const x = a[index];
    const y = b[index];
    if (
      x !== y &&
      (x.chunk.route !== y.chunk.route ||
        x.chunk.locale !== y.chunk.locale ||
        x.baseRoute !== y.baseRoute)
    )
      return false;
  }
  return true;
}

/** One page's `<url>` element (several lines). */
function sitemapEntry(
  page: EmittedPage,
  siblings: Map<string, EmittedPage> | undefined,
  locales: { locale: string; prefix: string }[],
  defaultLocale: string,
  config: SiteConfig,
): string {
  const lines: string[] = [];
  lines.push('  <url>', `    <loc>${escapeXml(config.url + page.chunk.route)}</loc>`);
  if (page.chunk.timestamp)
    lines.push(`    <lastmod>${new Date(page.chunk.timestamp).toISOString()}</lastmod>`);
  const versions = locales.flatMap(({ locale }) => {
    const sibling = siblings?.get(locale);
    return sibling && indexable(sibling) ? [{ locale, sibling }] : [];
  });
  if (versions.length > 1) {
    for (const { locale, sibling } of versions) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(config.url + sibling.chunk.route)}"/>`,
      );
    }
    const fallback = siblings?.get(defaultLocale);
    if (fallback && indexable(fallback)) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(config.url + fallback.chunk.route)}"/>`,
      );
    }
  }
  lines.push('  </url>');
  return lines.join('\n');
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

export function robotsTxt(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${config.url}/sitemap.xml\n`;
}

/**
 * llms.txt (llmstxt.org): the site's pages with title, description and a link
 * to their Markdown twin, grouped by top-level section of the page map.
 */
export function llmsTxt(
  pages: EmittedPage[],
  pageMap: PageMapEntry[],
  config: SiteConfig,
  memo: ExtrasMemo = createExtrasMemo(),
): string {
  const sectionTitle = new Map<string, string>();
  for (const entry of pageMap)
    if (entry.route && entry.type !== 'separator') sectionTitle.set(entry.name, entry.title);
  const groups = new Map<string, EmittedPage[]>();
  for (const page of pages) {
    if (page.chunk.frontMatter.noindex === true) continue;
    // Grouped by the section without the locale prefix, as the locale's page map names it.
    const route = page.baseRoute;
    const end = route.indexOf('/', 1);
    const section = route.slice(1, end < 0 ? undefined : end);
    if (!groups.has(section)) groups.set(section, []);
    groups.get(section)?.push(page);
  }
  const order = [...pageMap.map((entry) => entry.name), ...[...groups.keys()].sort()];
  const lines = [`# ${config.brandName}`, '', `> ${config.brandDescription}`, ''];
  const done = new Set<string>();
  for (const section of order) {
    const group = groups.get(section === 'index' ? '' : section);
    const key = section === 'index' ? '' : section;
    if (!group || done.has(key)) continue;
    done.add(key);
    lines.push(`## ${key ? (sectionTitle.get(key) ?? key) : 'Home'}`, '');
    for (const page of group) {
      let line = memo.llmsLine.get(page.chunk);
      if (line === undefined) {
        const description = page.chunk.description
          ? `: ${page.chunk.description.replace(/\s+/g, ' ')}`
          : '';
        // Array#join gives a flat string; a template literal would be a rope that every
        // later join of llms.txt walks again.
        line = [
          '- [',
          page.chunk.title,
          '](',
          config.url,
          page.chunk.markdownPath,
          ')',
          description,
        ].join('');
        memo.llmsLine.set(page.chunk, line);
      }
      lines.push(line);
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function llmsFullTxt(pages: EmittedPage[], memo: ExtrasMemo = createExtrasMemo()): string {
  const parts: string[] = [];
  for (const page of pages) {
    if (page.chunk.frontMatter.noindex === true) continue;
    // A route's chunk is replaced whenever its twin changes, so it keys the trimmed twin.
    let twin = memo.twinText.get(page.chunk);
    if (twin === undefined) {
      twin = page.twin.trim();
      memo.twinText.set(page.chunk, twin);
    }
    parts.push(twin);
  }
  return `${concat(parts, '\n\n---\n\n')}\n`;
}
