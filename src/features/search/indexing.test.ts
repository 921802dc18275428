import { describe, expect, it } from 'vitest';
import type { SearchChunk } from '../../../build-content/bundle-format';
import { searchChunkLine, searchHeadEntry } from '../../../build-content/lib/search-chunk';
import { startIndexing } from './indexing';

const longText = `${'Keep a share of traces by rate. '.repeat(8)}Tail sampling looks at whole traces.`;
const chunk: SearchChunk = {
  '/docs/tracing': {
    title: 'Tracing',
    data: { '': 'Spans nest inside traces.', 'sampling#Sampling': longText },
  },
  '/docs/prompts': { title: 'Prompts', data: { '': 'Version prompts with labels.' } },
};

/** A chunk as build-content writes it: one route per line. */
const perLine = (entries: SearchChunk) =>
  `{\n${Object.entries(entries)
    .map(([route, entry]) => searchChunkLine(route, entry))
    .join(',\n')}\n}`;

const headChunk = Object.fromEntries(
  Object.entries(chunk).map(([route, entry]) => [route, searchHeadEntry(entry)]),
);

function whenIndexed() {
  let indexed!: () => void;
  const done = new Promise<void>((resolve) => {
    indexed = resolve;
  });
  return { done, indexed: () => indexed() };
}

describe('startIndexing', () => {
  it('answers from titles and headings at once and from section text once indexed', async () => {
    const { done, indexed } = whenIndexed();
    const { engine, phases } = await startIndexing(
      null,
      () => Promise.resolve(new Response(perLine(chunk))),
      performance.now(),
      indexed,
    );
    expect(phases.stream).toBeGreaterThanOrEqual(0);
    expect(engine.search('sampling')[0].sections[0].url).toBe('/docs/tracing#sampling');
    expect(engine.search('labels')).toEqual([]);
    await done;
    expect(engine.search('labels')[0].route).toBe('/docs/prompts');
  });

  it('is ready from the head chunk, then indexes the full chunk’s section text', async () => {
    expect(
      searchHeadEntry(chunk['/docs/tracing']).data['sampling#Sampling'].length,
    ).toBeLessThanOrEqual(100);
    const { done, indexed } = whenIndexed();
    let sendFull!: (response: Response) => void;
    const full = new Promise<Response>((resolve) => {
      sendFull = resolve;
    });
    let fullRequested = false;
    const { engine } = await startIndexing(
      new Response(perLine(headChunk)),
      () => {
        fullRequested = true;
        return full;
      },
      performance.now(),
      indexed,
    );
    // The full chunk is requested once the head is read, not alongside it.
    expect(fullRequested).toBe(true);
    // Ready before the full chunk has arrived: headings answer, with a short snippet.
    const early = engine.search('sampling')[0].sections[0];
    expect(early.url).toBe('/docs/tracing#sampling');
    expect(early.snippet.map(([text]) => text).join('')).not.toContain('Tail sampling');
    sendFull(new Response(perLine(chunk)));
    await done;
    // Words only the full text holds are found, and snippets come from it.
    const late = engine.search('tail')[0].sections[0];
    expect(late.url).toBe('/docs/tracing#sampling');
    expect(late.snippet.map(([text]) => text).join('')).toContain('Tail sampling');
  });

  it('rejects a chunk cut short', async () => {
    await expect(
      startIndexing(
        null,
        () => Promise.resolve(new Response(perLine(chunk).slice(0, -2))),
        performance.now(),
        () => {},
      ),
    ).rejects.toThrow(/truncated|JSON/);
  });
});
