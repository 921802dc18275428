import { expect, test } from '@playwright/test';
import type { TreeNode } from '../../build-content/bundle-format';
import { readChunk } from './shell-helpers';

/** The first paragraph of a page's body tree, as plain text: it must be in the raw HTML. */
function firstParagraph(nodes: TreeNode[]): string | null {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    const [type, , ...children] = node;
    if (type === 'p') {
      const text = children.map((child) => (typeof child === 'string' ? child : '')).join('');
      if (text.trim().length > 40) return text.trim();
    }
    const inner = firstParagraph(children);
    if (inner) return inner;
  }
  return null;
}

function decode(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const match = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return match ? decode(match[1]) : null;
}

// `translated`: the page has a Japanese translation, so hreflang pairs the two;
// the others are English only (their /ja-JP/ routes fall back to English) and have none.
const pages = [
  {
    kind: 'docs page',
    path: '/docs/get-started',
    title: 'Quickstart - Tracewell',
    translated: true,
  },
  {
    kind: 'cookbook guide',
    path: '/guides/cookbook/annotation_queues_workflow',
    title: null,
    translated: false,
  },
  { kind: 'home page', path: '/', title: 'Tracewell', translated: false },
];

for (const { kind, path, title, translated } of pages) {
  test(`the raw HTML of the ${kind} (${path}) holds its head and article`, async ({ request }) => {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const chunk = await readChunk(request, path);

    const expectedTitle = title ?? `${chunk.title} - Tracewell`;
    expect(html).toContain(`<title>${expectedTitle}</title>`);
    expect(metaContent(html, 'name', 'description')).toBe(chunk.description);
    const canonical = `https://tracewell.dev${chunk.canonical ?? path}`.replace(/\/$/, '');
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="${canonical.replace(/[.?]/g, '\\$&')}/?">`),
    );
    expect(metaContent(html, 'property', 'og:title')).toBe(expectedTitle);
    expect(metaContent(html, 'property', 'og:description')).toBe(chunk.description);
    const ogImage = new URL(metaContent(html, 'property', 'og:image') ?? '');
    expect(ogImage.pathname).toBe('/api/og');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(ogImage.href);
    if (translated) {
      expect(html).toContain(`<link rel="alternate" hreflang="en-US" href="${canonical}">`);
      expect(html).toContain(
        `<link rel="alternate" hreflang="ja-JP" href="https://tracewell.dev/ja-JP${path}">`,
      );
    } else {
      expect(html).not.toContain('hreflang=');
    }
    const jsonLd = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/);
    expect(JSON.parse(jsonLd?.[1] ?? '{}')['@type']).toBe('BreadcrumbList');

    // The article itself, not a loading placeholder.
    expect(html).not.toContain('aria-busy');
    const paragraph = firstParagraph(chunk.tree);
    expect(paragraph).not.toBeNull();
    expect(decode(html)).toContain(paragraph);
    for (const heading of chunk.toc.slice(0, 3)) expect(html).toContain(`id="${heading.id}"`);
  });
}

test('an unknown path answers the prerendered 404 page with status 404', async ({ request }) => {
  const response = await request.get('/docs/not-a-page', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<title>404: Page not found - Tracewell</title>');
  expect(metaContent(html, 'name', 'description')).toBe('This page could not be found.');
  expect(metaContent(html, 'name', 'robots')).toBe('noindex');
  expect(html).toContain('<link rel="canonical" href="https://tracewell.dev/404">');
  expect(metaContent(html, 'property', 'og:title')).toBe('404: Page not found - Tracewell');
  expect(html).toContain('This page could not be found</h1>');
});

test('a docs page prerenders its navbar, open sidebar path, table of contents and footer', async ({
  request,
}) => {
  const html = await (await request.get('/docs/get-started')).text();
  expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
  expect(html).toMatch(
    /<a[^>]*aria-current="page"[^>]*href="\/docs\/get-started"|<a[^>]*href="\/docs\/get-started"[^>]*aria-current="page"/,
  );
  expect(html).toContain('href="#where-to-go-next"');
  expect(html).toMatch(/<footer/);
});
