import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Source } from '../answer-stream';
import { AnswerMarkdown } from './answer-markdown';

function renderAnswer(text: string, sources: Source[] = []) {
  return render(
    <MemoryRouter>
      <AnswerMarkdown text={text} sources={sources} />
    </MemoryRouter>,
  ).container;
}

const hrefs = (root: HTMLElement) =>
  [...root.querySelectorAll('a')].map((link) => link.getAttribute('href'));

describe('AnswerMarkdown', () => {
  it('renders no raw HTML from the answer', () => {
    const root = renderAnswer(
      'Hello <script>window.__hit = 1</script> <img src=x onerror="window.__hit = 2"> ' +
        '<a href="javascript:alert(1)">click</a> <b>bold</b>\n\n<div onclick="x()">block</div>',
    );
    expect(root.querySelector('script, img, div[onclick], b, iframe')).toBeNull();
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);
    expect(root.textContent).toContain('Hello');
  });

  it('links only to http(s) and the site, and keeps the label of any other link', () => {
    const root = renderAnswer(
      [
        '[js](javascript:alert(1)) [data](data:text/html,hi) [proto](//evil.example)',
        '[slash](/\\evil.example) [site](/docs/tracing#decorator) [web](https://example.com/x)',
        '<javascript:alert(2)> <https://example.com/auto>',
      ].join('\n\n'),
    );
    const links = hrefs(root);
    expect(links).toEqual(
      expect.arrayContaining([
        '/docs/tracing#decorator',
        'https://example.com/x',
        'https://example.com/auto',
      ]),
    );
    // Whatever else is a link stays on the site (Markdown percent-encodes the backslash).
    for (const href of links) {
      const target = new URL(href ?? '', 'https://site.test');
      expect(target.origin === 'https://site.test' || target.host === 'example.com').toBe(true);
    }
    expect(links.join(' ')).not.toMatch(/javascript:|data:|\/\/evil/i);
    expect(root.querySelectorAll('[href]')).toHaveLength(links.length);
    for (const label of ['js', 'data', 'proto']) {
      const text = [...root.querySelectorAll('p')].find((p) => p.textContent?.includes(label));
      expect(text?.textContent).toContain(label);
      expect([...root.querySelectorAll('a')].some((a) => a.textContent === label)).toBe(false);
    }
    // External links open apart from the site, without access to it.
    const external = root.querySelector('a[href="https://example.com/x"]');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('turns numbered citations into links to their sources', () => {
    const sources: Source[] = [
      {
        n: 1,
        title: 'Tracing',
        route: '/docs/tracing',
        anchor: 'decorator',
        heading: 'Decorator',
        snippet: '',
      },
    ];
    const root = renderAnswer('Use the decorator [1], not [2].', sources);
    expect(hrefs(root)).toEqual(['/docs/tracing#decorator']);
    expect(root.textContent).toContain('[2]');
  });
});
