import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchChunks } from './search-chunk';

const json = (body: string) =>
  new Response(body, { headers: { 'content-type': 'application/json' } });

describe('fetchChunks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requests the head alone; the full chunk only when its reader asks', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      return json('{}');
    });
    const { head, loadFull } = await fetchChunks('/s/en.json', '/s/en.head.json');
    expect(head).not.toBeNull();
    expect(requested).toEqual(['/s/en.head.json']);
    await loadFull();
    await loadFull();
    expect(requested).toEqual(['/s/en.head.json', '/s/en.json']);
  });

  it('falls back to the full chunk without a head', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('head.json') ? new Response('missing', { status: 404 }) : json('{}'),
    );
    // A head that cannot be had leaves the full chunk to do both.
    const { head } = await fetchChunks('/s/en.json', '/s/en.head.json');
    expect(head).toBeNull();
  });
});
