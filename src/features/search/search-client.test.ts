import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSearchClient } from './search-client';

afterEach(() => vi.unstubAllGlobals());

describe('loadSearchClient of a sharded locale', () => {
  it('asks for the shard manifest at once, while the client code is still on its way', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        return new Response('{}', { status: 500 });
      }),
    );
    const client = loadSearchClient('b1', 'en', 'search/en/index.json');
    // Nothing awaited yet: the code's import has not resolved, the manifest is already asked for.
    expect(requested).toEqual(['/_content/b1/search/en/index.json']);
    await expect(client).rejects.toThrow('500');
  });
});
