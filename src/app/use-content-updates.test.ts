import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageChunkQuery, pageMapQuery } from '../data/page-queries';
import { collectionIndexQuery } from '../features/collections/collection-query';
import { keepUnchanged, refetchChanged } from './use-content-updates';

/** A cache holding build `old`'s page map, two page chunks and a collection index. */
function cacheOf(old: string): QueryClient {
  const client = new QueryClient();
  const held: [{ queryKey: readonly unknown[] }, unknown][] = [
    [pageMapQuery(old, 'en'), [{ name: 'docs' }]],
    [pageChunkQuery(old, '/docs/a'), { title: 'A' }],
    [pageChunkQuery(old, '/de/docs/b', '/docs/b'), { title: 'B' }],
    [collectionIndexQuery(old, 'blog', 'en'), { entries: [] }],
  ];
  // Built from their options first, as useQuery builds them, so each carries its meta.
  for (const [options, data] of held) {
    client.getQueryCache().build(client, options);
    client.setQueryData(options.queryKey, data);
  }
  return client;
}

/** The dev server's update to build "new", its changes counted from `previousBuildId`. */
const updateTo = (previousBuildId: string, changed: string[]) => ({
  buildId: 'new',
  routes: [],
  previousBuildId,
  changed,
});

describe('keepUnchanged', () => {
  it('carries the files a dev rebuild did not change over to the new build', () => {
    const client = cacheOf('old');
    keepUnchanged(client, 'old', updateTo('old', ['pages/docs/b.json', 'search/en.json']));
    expect(client.getQueryData(pageMapQuery('new', 'en').queryKey)).toEqual([{ name: 'docs' }]);
    expect(client.getQueryData(pageChunkQuery('new', '/docs/a').queryKey)).toEqual({ title: 'A' });
    expect(client.getQueryData(collectionIndexQuery('new', 'blog', 'en').queryKey)).toEqual({
      entries: [],
    });
    // A translation that showed the edited page's text is fetched again with it.
    expect(client.getQueryData(pageChunkQuery('new', '/de/docs/b').queryKey)).toBeUndefined();
  });

  it('keeps nothing when the changes are not counted from the build the page has', () => {
    const client = cacheOf('older');
    keepUnchanged(client, 'older', updateTo('old', []));
    expect(client.getQueryData(pageMapQuery('new', 'en').queryKey)).toBeUndefined();
    expect(client.getQueryData(pageChunkQuery('new', '/docs/a').queryKey)).toBeUndefined();
  });
});

describe('refetchChanged', () => {
  it("fetches again only the open page's files that a preview of its own build lists", async () => {
    const client = cacheOf('old');
    const fetched: string[] = [];
    // The open page watches its chunk and its page map, as useQuery does.
    const watched = [pageChunkQuery('old', '/docs/a'), pageMapQuery('old', 'en')];
    const stops = watched.map((options) =>
      new QueryObserver(client, {
        ...(options as object),
        queryKey: options.queryKey,
        staleTime: Number.POSITIVE_INFINITY,
        queryFn: () => {
          fetched.push(String(options.queryKey));
          return { refetched: true };
        },
      }).subscribe(() => {}),
    );
    await refetchChanged(client, { ...updateTo('old', ['pages/docs/a.json']), buildId: 'old' });
    expect(fetched).toEqual([String(watched[0].queryKey)]);
    expect(client.getQueryData(watched[0].queryKey)).toEqual({ refetched: true });
    expect(client.getQueryData(watched[1].queryKey)).toEqual([{ name: 'docs' }]);
    for (const stop of stops) stop();
  });
});
