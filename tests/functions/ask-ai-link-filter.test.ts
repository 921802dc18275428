import { describe, expect, it } from 'vitest';
import { LinkFilter } from '../../functions/_lib/assistant/link-filter';

const anchors = new Map<string, string[]>([
  ['/docs', []],
  ['/docs/tracing', ['decorator']],
]);
const resolver = {
  origin: 'https://site.test',
  sourceCount: 2,
  resolves: (route: string, anchor: string) =>
    anchors.has(route) && (anchor === '' || (anchors.get(route) ?? []).includes(anchor)),
};

/** The answer as the reader gets it, fed in `size`-character deltas as a model streams it. */
function filter(text: string, size = text.length) {
  const links = new LinkFilter(resolver);
  let out = '';
  for (let at = 0; at < text.length; at += size) out += links.push(text.slice(at, at + size));
  out += links.flush();
  return { out, removed: links.removed };
}

/** The same answer whole, in small pieces and one character at a time. */
function everyWay(text: string) {
  const results = [1, 3, 7, text.length].map((size) => filter(text, size));
  for (const result of results.slice(1)) expect(result).toEqual(results[0]);
  return results[0];
}

describe('LinkFilter: bare URLs on the site', () => {
  it('keeps a bare URL to a route of the site and removes one to a page that does not exist', () => {
    const { out, removed } = everyWay(
      'See https://site.test/docs/tracing#decorator, or https://site.test/docs/nope. Done.\n',
    );
    expect(out).toBe('See https://site.test/docs/tracing#decorator, or . Done.\n');
    expect(removed).toEqual(['https://site.test/docs/nope']);
  });

  it('checks the site under any scheme and www. spelling, and leaves other hosts alone', () => {
    const { out, removed } = everyWay(
      'A http://site.test/invented b www.site.test/also-invented c https://example.com/anything (https://site.test/docs)\n',
    );
    expect(out).toBe('A  b  c https://example.com/anything (https://site.test/docs)\n');
    expect(removed).toEqual(['http://site.test/invented', 'www.site.test/also-invented']);
  });

  it('leaves URLs in code alone', () => {
    const text = 'Run `curl https://site.test/nope` first.\n\n```\nhttps://site.test/nope\n```\n';
    expect(everyWay(text)).toEqual({ out: text, removed: [] });
  });
});

describe('LinkFilter: reference-style links', () => {
  it('removes a definition that does not resolve, so its reference is no link', () => {
    const { out, removed } = everyWay('Read [the page][r] first.\n\n[r]: /nope\n');
    expect(out).toBe('Read [the page][r] first.\n\n');
    expect(out).not.toContain('/nope');
    expect(removed).toEqual(['/nope']);
  });

  it('keeps a definition that resolves, as a site route', () => {
    const { out, removed } = everyWay(
      '[guide]: https://site.test/docs/tracing#decorator "The guide"\nRead [the guide][guide] and [guide][].\n',
    );
    expect(out).toBe('[guide]: /docs/tracing#decorator\nRead [the guide][guide] and [guide][].\n');
    expect(removed).toEqual([]);
  });

  it('drops the link of references that come after a removed definition', () => {
    const { out, removed } = everyWay(
      '[R]: https://site.test/invented\nSee [this][r] and [r][].\n',
    );
    expect(out).toBe('See this and r.\n');
    expect(removed).toEqual(['https://site.test/invented']);
  });

  it('removes definitions to other sites, as it does inline links to them', () => {
    const { out, removed } = everyWay('[x]: https://example.com/page\n[y]: javascript:alert(1)\n');
    expect(out).toBe('');
    expect(removed).toEqual(['https://example.com/page', 'javascript:alert(1)']);
  });
});

describe('LinkFilter: heading anchors', () => {
  it('removes links to a heading the page does not have, in every form', () => {
    const { out, removed } = everyWay(
      [
        'Inline [decorators](/docs/tracing#no-such-heading).',
        'Angle <https://site.test/docs/tracing#no-such-heading> here.',
        'Bare https://site.test/docs/tracing#no-such-heading here.',
        'Reference [ref][h].',
        '[h]: /docs/tracing#no-such-heading',
        'Good [decorator](/docs/tracing#decorator).',
        '',
      ].join('\n'),
    );
    expect(out).toBe(
      [
        'Inline decorators.',
        'Angle  here.',
        'Bare  here.',
        'Reference [ref][h].',
        'Good [decorator](/docs/tracing#decorator).',
        '',
      ].join('\n'),
    );
    expect(removed).toEqual([
      '/docs/tracing#no-such-heading',
      'https://site.test/docs/tracing#no-such-heading',
      'https://site.test/docs/tracing#no-such-heading',
      '/docs/tracing#no-such-heading',
    ]);
  });
});
