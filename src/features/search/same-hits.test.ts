import { describe, expect, it } from 'vitest';
import { sameHits } from './same-hits';
import type { PageHit } from './search-types';

const answer = (): PageHit[] => [
  {
    route: '/docs/tracing',
    title: [['Tracing', true]],
    sections: [
      {
        url: '/docs/tracing#sampling',
        heading: [['Sampling', false]],
        snippet: [
          ['rate ', true],
          ['of traces', false],
        ],
      },
    ],
  },
  { route: '/docs/sdk', title: [['SDK', false]], sections: [] },
];

describe('sameHits', () => {
  it('holds for equal answers built apart', () => {
    expect(sameHits(answer(), answer())).toBe(true);
    expect(sameHits([], [])).toBe(true);
  });

  it('tells any difference: order, a page, a section, a segment or its mark', () => {
    const base = answer();
    const reordered = [base[1], base[0]];
    expect(sameHits(base, reordered)).toBe(false);
    expect(sameHits(base, base.slice(0, 1))).toBe(false);
    const marked = answer();
    marked[0].sections[0].snippet[1] = ['of traces', true];
    expect(sameHits(base, marked)).toBe(false);
    const text = answer();
    text[0].sections[0].heading = [['Sampled', false]];
    expect(sameHits(base, text)).toBe(false);
    const url = answer();
    url[0].sections[0].url = '/docs/tracing#rate';
    expect(sameHits(base, url)).toBe(false);
    const title = answer();
    title[1].title = [['SDKs', false]];
    expect(sameHits(base, title)).toBe(false);
    const sections = answer();
    sections[1].sections.push({ url: '/docs/sdk#x', heading: [], snippet: [] });
    expect(sameHits(base, sections)).toBe(false);
  });
});
