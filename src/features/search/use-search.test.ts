import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageMapEntry } from '../../../build-content/bundle-format';
import type { SearchAnswer, SearchClient } from './search-client';
import type { PageHit } from './search-types';
import { useSearch } from './use-search';

/** What the mocked loadSearchClient does next, and the calls it got. */
let nextClient: () => Promise<SearchClient> = () => new Promise(() => {});
const calls: string[][] = [];
vi.mock('./search-client', () => ({
  loadSearchClient: (buildId: string, locale: string) => {
    calls.push([buildId, locale]);
    return nextClient();
  },
  readerTyped: () => {},
}));

const hit = (route: string): PageHit => ({ route, title: [[route, false]], sections: [] });

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * The next client answers each query when the test resolves it (by query); `preview` as
 * given; `previews` holds each query's `onPreview`, for the test to call.
 */
function heldAnswers(
  preview?: SearchClient['preview'],
  previews = new Map<string, (hits: PageHit[]) => void>(),
) {
  const answers = new Map<string, ReturnType<typeof deferred<SearchAnswer>>>();
  const client: SearchClient = {
    search: (query, options) => {
      const answer = deferred<SearchAnswer>();
      answers.set(query, answer);
      if (options?.onPreview) previews.set(query, options.onPreview);
      return answer.promise;
    },
    ...(preview && { preview }),
    onIndexed: () => () => {},
  };
  nextClient = async () => client;
  return answers;
}

describe('useSearch', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('stays idle until loaded, then shows loading and loaded', async () => {
    const client = deferred<SearchClient>();
    nextClient = () => client.promise;
    const { result } = renderHook(() => useSearch('build', 'en-US'));
    expect(result.current.status).toBe('idle');
    expect(calls).toEqual([]);
    act(() => result.current.load());
    expect(result.current.status).toBe('loading');
    expect(calls).toEqual([['build', 'en-US']]);
    await act(async () =>
      client.resolve({
        search: async () => ({ hits: [hit('/a')], ms: 1 }),
        onIndexed: () => () => {},
      }),
    );
    expect(result.current.status).toBe('loaded');
  });

  it('reports a failed load', async () => {
    nextClient = () => Promise.reject(new Error('404'));
    const { result } = renderHook(() => useSearch('build', 'en-US'));
    await act(async () => {
      result.current.load();
    });
    expect(result.current.status).toBe('failed');
  });

  it('answers the typed query, an empty query with nothing, and drops stale answers', async () => {
    const answers = heldAnswers();
    const { result } = renderHook(() => useSearch('build', 'en-US'));
    await act(async () => result.current.load());
    act(() => result.current.setQuery('tra'));
    act(() => result.current.setQuery('trace'));
    await act(async () => answers.get('trace')?.resolve({ hits: [hit('/trace')], ms: 1 }));
    await act(async () => answers.get('tra')?.resolve({ hits: [hit('/tra')], ms: 1 }));
    expect(result.current.hits.map((page) => page.route)).toEqual(['/trace']);
    act(() => result.current.setQuery('  '));
    await waitFor(() => expect(result.current.hits).toEqual([]));
  });

  it("shows a sharded index's preview at once, then the query's own answer", async () => {
    const answers = heldAnswers((query) => (query === 'trace s' ? [hit('/held')] : null));
    const { result } = renderHook(() => useSearch('build', 'en-US'));
    await act(async () => result.current.load());
    act(() => result.current.setQuery('trace'));
    await act(async () => answers.get('trace')?.resolve({ hits: [hit('/trace')], ms: 1 }));
    // In the keystroke's own task, before any answer arrives.
    act(() => result.current.setQuery('trace s'));
    expect(result.current.hits.map((page) => page.route)).toEqual(['/held']);
    expect(result.current.answered).toBe('trace s');
    await act(async () => answers.get('trace s')?.resolve({ hits: [hit('/sampling')], ms: 1 }));
    expect(result.current.hits.map((page) => page.route)).toEqual(['/sampling']);
    // No preview: the list on screen stays until the answer comes.
    act(() => result.current.setQuery('trace sx'));
    expect(result.current.hits.map((page) => page.route)).toEqual(['/sampling']);
  });

  it('shows the preview given once the words are in, when there was none at the key', async () => {
    const previews = new Map<string, (hits: PageHit[]) => void>();
    const answers = heldAnswers(() => null, previews);
    const { result } = renderHook(() => useSearch('build', 'en-US'));
    await act(async () => result.current.load());
    act(() => result.current.setQuery('trace'));
    await act(async () => answers.get('trace')?.resolve({ hits: [hit('/trace')], ms: 1 }));
    act(() => result.current.setQuery('trace ev'));
    expect(result.current.answered).toBe('trace');
    act(() => previews.get('trace ev')?.([hit('/held')]));
    expect(result.current.hits.map((page) => page.route)).toEqual(['/held']);
    expect(result.current.answered).toBe('trace ev');
    // A preview of an older key never replaces a newer list.
    act(() => result.current.setQuery('trace eva'));
    await act(async () => answers.get('trace eva')?.resolve({ hits: [hit('/eval')], ms: 1 }));
    act(() => previews.get('trace ev')?.([hit('/stale')]));
    expect(result.current.hits.map((page) => page.route)).toEqual(['/eval']);
  });

  it('shows an answer that arrives while a newer one is on its way, never one older than shown', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<SearchAnswer>>>();
    nextClient = async () => ({
      search: (query) => {
        const answer = deferred<SearchAnswer>();
        answers.set(query, answer);
        return answer.promise;
      },
      onIndexed: () => () => {},
    });
    const { result } = renderHook(() => useSearch('build', 'en-US'));
    await act(async () => result.current.load());
    act(() => result.current.setQuery('ob'));
    act(() => result.current.setQuery('obs'));
    await act(async () => answers.get('ob')?.resolve({ hits: [hit('/ob')], ms: 1 }));
    expect(result.current.hits.map((page) => page.route)).toEqual(['/ob']);
    expect(result.current.answered).toBe('ob');
    await act(async () => answers.get('obs')?.resolve({ hits: [hit('/obs')], ms: 1 }));
    expect(result.current.answered).toBe('obs');
    // A cleared box stays empty when the last query's answer comes in late.
    act(() => result.current.setQuery('obse'));
    act(() => result.current.setQuery(''));
    await act(async () => answers.get('obse')?.resolve({ hits: [hit('/obse')], ms: 1 }));
    expect(result.current.hits).toEqual([]);
  });

  it('searches what was typed while the index loaded', async () => {
    const client = deferred<SearchClient>();
    nextClient = () => client.promise;
    const search = vi.fn(async (query: string) => ({ hits: [hit(`/${query}`)], ms: 1 }));
    const { result } = renderHook(() => useSearch('build', 'en-US'));
    act(() => result.current.load());
    act(() => result.current.setQuery('flush'));
    await act(async () => client.resolve({ search, onIndexed: () => () => {} }));
    await waitFor(() => expect(result.current.hits.map((page) => page.route)).toEqual(['/flush']));
    expect(search).toHaveBeenCalledWith('flush', expect.anything());
  });

  it('answers from page titles while the index loads, then from the index', async () => {
    const client = deferred<SearchClient>();
    nextClient = () => client.promise;
    const pageMap: PageMapEntry[] = [
      {
        name: 'flush',
        route: '/docs/flush',
        title: 'Flushing events',
        type: 'doc',
        display: 'normal',
      },
      { name: 'other', route: '/docs/other', title: 'Other', type: 'doc', display: 'normal' },
    ];
    const { result } = renderHook(() => useSearch('build', 'en-US', pageMap));
    act(() => result.current.load());
    act(() => result.current.setQuery('flush'));
    expect(result.current.status).toBe('loading');
    expect(result.current.hits.map((page) => page.route)).toEqual(['/docs/flush']);
    expect(result.current.answeredBy).toBe('titles');
    act(() => result.current.setQuery('nothing'));
    expect(result.current.hits).toEqual([]);
    expect(result.current.answered).toBe('nothing');
    const search = async (query: string) => ({ hits: [hit(`/${query}`)], ms: 1 });
    await act(async () => client.resolve({ search, onIndexed: () => () => {} }));
    await waitFor(() => expect(result.current.answeredBy).toBe('index'));
    expect(result.current.hits.map((page) => page.route)).toEqual(['/nothing']);
  });

  it('once section text is indexed, keeps a shown list and asks again after no results', async () => {
    let fireIndexed = () => {};
    const search = vi.fn(async (query: string) => ({
      hits: query === 'nothing' ? [] : [hit(`/${query}`)],
      ms: 1,
    }));
    nextClient = async () => ({
      search,
      onIndexed: (callback) => {
        fireIndexed = callback;
        return () => {};
      },
    });
    const { result } = renderHook(() => useSearch('build', 'en-US'));
    await act(async () => result.current.load());
    act(() => result.current.setQuery('trace'));
    await waitFor(() => expect(result.current.hits).toHaveLength(1));
    await act(async () => fireIndexed());
    expect(result.current.complete).toBe(true);
    expect(search).toHaveBeenCalledTimes(1);
    act(() => result.current.setQuery('nothing'));
    await waitFor(() => expect(result.current.answered).toBe('nothing'));
    await act(async () => fireIndexed());
    expect(search).toHaveBeenCalledTimes(3);
    expect(search).toHaveBeenLastCalledWith('nothing', expect.anything());
  });

  describe('a sharded locale', () => {
    const titlesFile = {
      titles: [['/docs/sampling', 'Sampling rates', 'How many traces are kept.']],
    };
    /** fetch answering the first-key titles of `buildId` when `arrive` resolves. */
    function serveTitles(buildId: string, arrive: Promise<void> = Promise.resolve()) {
      const fetched: string[] = [];
      vi.stubGlobal('fetch', async (url: string) => {
        fetched.push(url);
        await arrive;
        if (url !== `/_content/${buildId}/search/en-US/titles.json`)
          return new Response('', { status: 404 });
        return new Response(JSON.stringify(titlesFile), {
          headers: { 'content-type': 'application/json' },
        });
      });
      return fetched;
    }
    const shards = 'search/en-US/index.json';
    /** Lets the titles' module, fetch and parse finish. */
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('answers a first key from its first-key titles, then from the preview and the index', async () => {
      const fetched = serveTitles('b1');
      const previews = new Map<string, (hits: PageHit[]) => void>();
      const answers = heldAnswers(() => null, previews);
      const { result } = renderHook(() => useSearch('b1', 'en-US', [], shards));
      await act(async () => result.current.load());
      await waitFor(() => expect(fetched).toEqual(['/_content/b1/search/en-US/titles.json']));
      await settle();
      act(() => result.current.setQuery('s'));
      expect(result.current.hits.map((page) => page.route)).toEqual(['/docs/sampling']);
      expect(result.current.answeredBy).toBe('titles');
      // The next key, its words not in either, is answered from titles too.
      act(() => result.current.setQuery('sam'));
      expect(result.current.answered).toBe('sam');
      expect(result.current.answeredBy).toBe('titles');
      // Once its words are in, the preview from held pages replaces the titles.
      act(() => previews.get('sam')?.([hit('/held')]));
      expect(result.current.hits.map((page) => page.route)).toEqual(['/held']);
      await act(async () => answers.get('sam')?.resolve({ hits: [hit('/sam')], ms: 1 }));
      expect(result.current.hits.map((page) => page.route)).toEqual(['/sam']);
      expect(result.current.answeredBy).toBe('index');
      // A list on screen is not swapped for titles at the next key.
      act(() => result.current.setQuery('samp'));
      expect(result.current.hits.map((page) => page.route)).toEqual(['/sam']);
    });

    it('fetches them once the page is idle, before any focus', async () => {
      const fetched = serveTitles('b4');
      vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
      const { result } = renderHook(() => useSearch('b4', 'en-US', [], shards));
      await waitFor(() => expect(fetched).toEqual(['/_content/b4/search/en-US/titles.json']));
      await settle();
      act(() => result.current.setQuery('s'));
      expect(result.current.hits.map((page) => page.route)).toEqual(['/docs/sampling']);
      expect(calls).toEqual([]);
    });

    /** "rates" typed into a loaded sharded box of `buildId` whose titles come when `arrive` resolves. */
    async function typedBeforeTitles(buildId: string) {
      const arrive = deferred<void>();
      serveTitles(buildId, arrive.promise);
      const answers = heldAnswers(() => null);
      const { result } = renderHook(() => useSearch(buildId, 'en-US', [], shards));
      await act(async () => result.current.load());
      act(() => result.current.setQuery('rates'));
      return { arrive, answers, result };
    }

    it('answers a key typed before the titles came once they come, unless the index did', async () => {
      const { arrive, answers, result } = await typedBeforeTitles('b2');
      expect(result.current.hits).toEqual([]);
      await act(async () => arrive.resolve());
      await waitFor(() =>
        expect(result.current.hits.map((page) => page.route)).toEqual(['/docs/sampling']),
      );
      expect(result.current.answered).toBe('rates');
      await act(async () => answers.get('rates')?.resolve({ hits: [hit('/rates')], ms: 1 }));
      expect(result.current.hits.map((page) => page.route)).toEqual(['/rates']);
    });

    it('keeps the index\'s "no results" when the titles come after it', async () => {
      const { arrive, answers, result } = await typedBeforeTitles('b3');
      await act(async () => answers.get('rates')?.resolve({ hits: [], ms: 1 }));
      await act(async () => arrive.resolve());
      await settle();
      expect(result.current.hits).toEqual([]);
      expect(result.current.answeredBy).toBe('index');
    });
  });
});
