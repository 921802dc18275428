/**
 * A sharded locale's first-key titles (bundle-format.ts SearchFirstKeyTitles),
 * fetched once per build and locale when the page is idle (or at focus,
 * if that comes first): they
 * answer the first keys from titles where the page's own route tree holds
 * few (the home page of a split page map holds none). A list that cannot be
 * had is no list: the index answers, a moment later. Loaded on demand:
 * only a sharded locale needs it.
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
