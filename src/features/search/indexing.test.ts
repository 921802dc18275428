import { describe, expect, it } from 'vitest';
import type { SearchChunk } from '../../../build-content/bundle-format';
import { startIndexing } from './indexing';

const chunk: SearchChunk = {
  '/docs/tracing': {
    title: 'Tracing',
    data: { '': 'Spans nest inside traces.', 'sampling#Sampling': 'Keep a share of traces.' },
  },
  '/docs/prompts': { title: 'Prompts', data: { '': 'Version prompts with labels.' } },
};

const perLine = `{\n${Object.entries(chunk)
  .map(([route, entry]) => `${JSON.stringify(route)}:${JSON.stringify(entry)}`)
  .join(',\n')}\n}`;

describe('startIndexing', () => {
  it('answers from titles and headings at once and from section text once indexed', async () => {
    let indexed!: () => void;
    const bodiesDone = new Promise<void>((resolve) => {
      indexed = resolve;
    });
    const { engine, phases } = await startIndexing(new Response(perLine), performance.now(), () =>
      indexed(),
    );
    expect(phases.stream).toBeGreaterThanOrEqual(0);
    expect(engine.search('sampling')[0].sections[0].url).toBe('/docs/tracing#sampling');
    expect(engine.search('labels')).toEqual([]);
    await bodiesDone;
    expect(engine.search('labels')[0].route).toBe('/docs/prompts');
  });

  it('rejects a chunk cut short', async () => {
    await expect(
      startIndexing(new Response(perLine.slice(0, -2)), performance.now(), () => {}),
    ).rejects.toThrow(/truncated|JSON/);
  });
});
