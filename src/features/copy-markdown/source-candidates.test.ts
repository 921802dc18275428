import { describe, expect, it } from 'vitest';
import { sourceCandidates } from './source-candidates';

describe('sourceCandidates', () => {
  it('lists .mdx, .md, /index.mdx and /index.md under pages/', () => {
    expect(sourceCandidates('/_source', '/docs/tracing')).toEqual([
      '/_source/pages/docs/tracing.mdx',
      '/_source/pages/docs/tracing.md',
      '/_source/pages/docs/tracing/index.mdx',
      '/_source/pages/docs/tracing/index.md',
    ]);
  });

  it('turns the root path into "index"', () => {
    expect(sourceCandidates('/_source/', '/')[0]).toBe('/_source/pages/index.mdx');
    expect(sourceCandidates('/_source', '/')[2]).toBe('/_source/pages/index/index.mdx');
  });

  it('works with an absolute base and a trailing slash in the path', () => {
    expect(sourceCandidates('https://raw.example.org/main/', '/faq/')[1]).toBe(
      'https://raw.example.org/main/pages/faq.md',
    );
  });

  it('encodes each segment once', () => {
    expect(sourceCandidates('/_source', '/docs/a%20b/c d')[0]).toBe(
      '/_source/pages/docs/a%20b/c%20d.mdx',
    );
  });
});
