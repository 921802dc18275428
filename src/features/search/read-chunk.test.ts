import { describe, expect, it } from 'vitest';
import type { SearchChunk } from '../../../build-content/bundle-format';
import { readChunk } from './read-chunk';

const chunk: SearchChunk = {
  '/docs/a': { title: 'Tracing — überblick', data: { '': 'Intro.', 'x#X': 'Line\nbreak inside.' } },
  '/docs/b': { title: 'Second', data: { '': 'Ünïcode text 🚀.' } },
};

const perLine = `{\n${Object.entries(chunk)
  .map(([route, entry]) => `${JSON.stringify(route)}:${JSON.stringify(entry)}`)
  .join(',\n')}\n}`;

/** A response whose body arrives in `size`-byte pieces, each only when read, with a hook before each. */
function streamed(text: string, size: number, before: (piece: number) => void = () => {}) {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  let piece = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        before(piece++);
        controller.enqueue(bytes.slice(offset, offset + size));
        offset += size;
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

async function read(response: Response) {
  const routes: SearchChunk = {};
  await readChunk(response, (route, entry) => {
    routes[route] = entry;
  });
  return routes;
}

describe('readChunk', () => {
  it('reads a one-route-per-line chunk split anywhere, even inside a character', async () => {
    for (const size of [1, 3, 7, 64, 100_000])
      expect(await read(streamed(perLine, size))).toEqual(chunk);
  });

  it('hands over each route before the rest has arrived', async () => {
    const order: string[] = [];
    // Pieces end right after the first route's line, then mid-way through the second.
    const size = new TextEncoder().encode(
      perLine.slice(0, perLine.indexOf('\n"/docs/b"') + 1),
    ).length;
    await readChunk(
      streamed(perLine, size, (piece) => order.push(`piece ${piece}`)),
      (route) => order.push(route),
    );
    expect(order).toEqual(['piece 0', '/docs/a', 'piece 1', '/docs/b']);
  });

  it('parses a large arrival in batches, letting other tasks run between them', async () => {
    const big: SearchChunk = {};
    for (let page = 0; page < 400; page += 1)
      big[`/docs/p${page}`] = { title: `Page ${page}`, data: { '': 'x'.repeat(600) } };
    const text = `{\n${Object.entries(big)
      .map(([route, entry]) => `${JSON.stringify(route)}:${JSON.stringify(entry)}`)
      .join(',\n')}\n}`;
    const seen: string[] = [];
    let otherTasks = 0;
    const ticker = setInterval(() => {
      otherTasks += 1;
      seen.push('other task');
    }, 0);
    await readChunk(streamed(text, text.length * 4), (route) => seen.push(route));
    clearInterval(ticker);
    const routes = seen.filter((entry) => entry !== 'other task');
    expect(routes).toEqual(Object.keys(big));
    // ~250 KB in one piece: handed over in several batches with other work in between.
    const firstOther = seen.indexOf('other task');
    expect(otherTasks).toBeGreaterThan(0);
    expect(firstOther).toBeGreaterThan(0);
    expect(firstOther).toBeLessThan(seen.length - 1);
  });

  it('reads a chunk in any other JSON layout whole', async () => {
    expect(await read(streamed(JSON.stringify(chunk), 5))).toEqual(chunk);
    expect(await read(streamed('{}', 5))).toEqual({});
  });

  it('fails on a chunk cut short', async () => {
    const cut = perLine.slice(0, perLine.lastIndexOf('\n'));
    await expect(read(streamed(cut, 50))).rejects.toThrow(/truncated/);
    await expect(read(streamed(perLine.slice(0, 40), 10))).rejects.toThrow();
    await expect(read(streamed(JSON.stringify(chunk).slice(0, -1), 10))).rejects.toThrow();
  });
});
