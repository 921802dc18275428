/**
 * Answers from the route tree the page already holds (the sidebar's page
 * map): every page's title, matched where each query word starts a word of
 * it. They stand in while the index loads, so the first keys a reader types
 * after focusing the box show pages at once instead of "Loading…"; the
 * engine's answer replaces them as soon as titles and headings are indexed.
 */
import type { PageMapEntry } from '../../../build-content/bundle-format';
import { SEARCH_SETTINGS } from './engine-settings';
import { highlight, startsWord, type WordMatcher, wordMatcher } from './highlight';
import { pageWeight } from './page-kind';
import type { PageHit } from './search-types';

export interface TitleEntry {
  route: string;
  title: string;
  lowerTitle: string;
  description: string;
  /** Words of the title: a shorter title that holds the words is the closer match. */
  words: number;
}

/** Every routable page of the tree once (folders with an index page included, links out left out). */
export function titleEntries(pageMap: readonly PageMapEntry[]): TitleEntry[] {
  const entries: TitleEntry[] = [];
  const seen = new Set<string>();
  const visit = (items: readonly PageMapEntry[]) => {
    for (const item of items) {
      if (item.children) visit(item.children);
      const page = item.type !== 'separator' && item.type !== 'menu' && !item.href;
      const routable = !item.children || item.withIndexPage;
      if (!page || !routable || !item.route || !item.title || seen.has(item.route)) continue;
      seen.add(item.route);
      entries.push(titleEntry(item.route, item.title, item.frontMatter?.description ?? ''));
    }
  };
  visit(pageMap);
  return entries;
}

export function titleEntry(route: string, title: string, description: string): TitleEntry {
  const lowerTitle = title.toLowerCase();
  return { route, title, lowerTitle, description, words: title.split(/\s+/).length };
}

/** `own` (the route tree's titles) and `more`, each route once. */
export function withTitles(
  own: readonly TitleEntry[],
  more: readonly TitleEntry[],
): readonly TitleEntry[] {
  if (more.length === 0) return own;
  const routes = new Set(own.map((entry) => entry.route));
  return [...own, ...more.filter((entry) => !routes.has(entry.route))];
}

/** Lower-case words of a query, split where letters and digits end. */
function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function score(entry: TitleEntry, words: readonly string[]): number {
  let total = 0;
  for (const word of words) {
    const at = startsWord(entry.lowerTitle, word);
    if (!at) return 0;
    // A whole word counts more than a start of one, an early word more than a late one.
    total += (at.whole ? 2 : 1) + 1 / (1 + at.start);
  }
  return (total / (1 + 0.05 * entry.words)) * pageWeight(entry.route);
}

function pageHit(entry: TitleEntry, matcher: WordMatcher | null): PageHit {
  const title = highlight(entry.title, matcher);
  return {
    route: entry.route,
    title,
    sections: [
      { url: entry.route, heading: title, snippet: highlight(entry.description, matcher) },
    ],
  };
}

/** The entries whose titles hold every one of `words` (queryWords), best first, as many as are shown. */
export function bestTitles(entries: readonly TitleEntry[], words: readonly string[]): TitleEntry[] {
  if (words.length === 0) return [];
  const scored: { entry: TitleEntry; score: number }[] = [];
  for (const entry of entries) {
    const value = score(entry, words);
    if (value > 0) scored.push({ entry, score: value });
  }
  scored.sort((a, b) => b.score - a.score || a.entry.title.length - b.entry.title.length);
  return scored.slice(0, SEARCH_SETTINGS.maxPages).map(({ entry }) => entry);
}

/** The best pages whose titles hold every word of `query`, best first; [] when none do. */
export function titleAnswer(entries: readonly TitleEntry[], query: string): PageHit[] {
  const words = queryWords(query);
  const matcher = wordMatcher(words);
  return bestTitles(entries, words).map((entry) => pageHit(entry, matcher));
}
