import { describe, expect, it } from 'vitest';
import type { SearchChunk } from '../../build-content/bundle-format';
import {
  boundedQuery,
  MAX_QUERY_WORDS,
  rankedSections,
} from '../../functions/_lib/search/ranked-sections';
import { buildSearchIndex } from '../../src/features/search/engine';

const chunk: SearchChunk = {
  '/docs/sessions': {
    title: 'Sessions',
    data: {
      '': 'Group traces of one conversation.',
      'ids#Session ids': 'A session id groups traces.',
      'view#The session view': 'Replay a conversation of traces.',
    },
  },
  '/docs/tracing': {
    title: 'Tracing',
    data: { '': 'Traces record requests; sessions group them.' },
  },
};

describe('ranked sections at the edge', () => {
  it("lists pages in the navbar's order with at most perPage sections each", async () => {
    const engine = await buildSearchIndex(chunk);
    const navbar = engine.search('session traces').map((hit) => hit.route);
    const one = rankedSections(engine, 'session traces', 5, 1);
    expect(one.map((section) => section.route)).toEqual(navbar);
    const two = rankedSections(engine, 'session traces', 5, 2);
    expect(two.filter((section) => section.route === '/docs/sessions')).toHaveLength(2);
    // The introduction has no heading of its own.
    expect(rankedSections(engine, 'tracing', 1, 1)[0]).toMatchObject({
      route: '/docs/tracing',
      anchor: '',
      heading: '',
    });
  });

  it('reads at most MAX_QUERY_WORDS words of a long question', () => {
    const long = Array.from({ length: MAX_QUERY_WORDS + 10 }, (_, i) => `w${i}`).join(' ');
    expect(boundedQuery(long).split(' ')).toHaveLength(MAX_QUERY_WORDS);
    expect(boundedQuery('how do I flush')).toBe('how do I flush');
  });
});
