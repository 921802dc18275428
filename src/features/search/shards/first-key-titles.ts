/**
 * A sharded locale's first-key titles (bundle-format.ts SearchFirstKeyTitles),
 * fetched once per build and locale as the search box gets focus: they
 * answer the first keys from titles where the page's own route tree holds
 * few (the home page of a split page map holds none). A list that cannot be
 * had is no list: the index answers, a moment later.
 */
import type { SearchFirstKeyTitles } from '../../../../build-content/bundle-format';
import { fetchJson } from '../../../data/fetch-json';
import { type TitleEntry, titleEntry } from '../title-answers';
import { firstKeyTitlesPath } from './shard-paths';

const lists = new Map<string, Promise<TitleEntry[]>>();

export function loadFirstKeyTitles(buildId: string, locale: string): Promise<TitleEntry[]> {
  const url = `/_content/${buildId}/${firstKeyTitlesPath(locale)}`;
  let list = lists.get(url);
  if (!list) {
    list = fetchJson<SearchFirstKeyTitles>(url).then(
      ({ titles }) => titles.map(([route, title, snippet]) => titleEntry(route, title, snippet)),
      () => {
        lists.delete(url);
        return [];
      },
    );
    lists.set(url, list);
  }
  return list;
}

/** `own` (the route tree's titles) and `more`, each route once. */
export function withTitles(own: readonly TitleEntry[], more: readonly TitleEntry[]): TitleEntry[] {
  if (more.length === 0) return [...own];
  const routes = new Set(own.map((entry) => entry.route));
  return [...own, ...more.filter((entry) => !routes.has(entry.route))];
}
