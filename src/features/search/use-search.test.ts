import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
    const answers = new Map<string, ReturnType<typeof deferred<SearchAnswer>>>();
    const client: SearchClient = {
      search: (query) => {
        const answer = deferred<SearchAnswer>();
        answers.set(query, answer);
        return answer.promise;
      },
      onIndexed: () => () => {},
    };
    nextClient = async () => client;
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
    expect(search).toHaveBeenCalledWith('flush');
  });
});
