import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { onRequest } from '../../functions/_middleware';
import { callFunction } from './call-function';

// The fixture site (tests/functions/fixtures/site) has the routes /, /docs and
// /docs/tracing prerendered (index.html, docs.html, docs/tracing.html), the
// prerendered 404 page, a Markdown twin for /docs/tracing and one hashed asset.
const ORIGIN = 'https://site.test';

/** Like Pages: the middleware's next() is the static asset server. */
function request(path: string, init: RequestInit = {}) {
  return callFunction(onRequest, new Request(ORIGIN + path, init), (req) => env.ASSETS.fetch(req));
}

describe('middleware', () => {
  it.each([
    ['/', '/'],
    ['/docs', '/docs'],
    ['/docs/tracing', '/docs/tracing'],
  ])('serves the route %s with its prerendered page and 200', async (path, route) => {
    const response = await request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toMatch(/accept/i);
    expect(await response.text()).toContain(`<div id="root" data-route="${route}">`);
  });

  it.each(['/nope', '/docs/nope', '/docs/tracing/deeper', '/missing.png', '/%E2%9C%93', '/404'])(
    'answers %s with the prerendered 404 page and status 404',
    async (path) => {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('data-route="/404" data-status="404"');
      expect(html).toContain('<h1>Page not found</h1>');
    },
  );

  it('serves existing files untouched', async () => {
    const asset = await request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('console.log');
    const manifest = await request('/_content/manifest.json');
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toMatchObject({ buildId: 'b1' });
  });

  it('labels Markdown twins text/markdown', async () => {
    const response = await request('/docs/tracing.md');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toContain('# Tracing');
  });

  it('answers Accept: text/markdown on a page route with its twin', async () => {
    const response = await request('/docs/tracing', { headers: { accept: 'text/markdown' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('vary')).toMatch(/accept/i);
    expect(await response.text()).toContain('# Tracing');
  });

  it('keeps HTML for browsers and for routes without a twin', async () => {
    const browser = await request('/docs/tracing', {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(browser.headers.get('content-type')).toMatch(/^text\/html/);
    const lowQ = await request('/docs/tracing', {
      headers: { accept: 'text/html, text/markdown;q=0.5' },
    });
    expect(lowQ.headers.get('content-type')).toMatch(/^text\/html/);
    const noTwin = await request('/docs', { headers: { accept: 'text/markdown' } });
    expect(noTwin.status).toBe(200);
    expect(noTwin.headers.get('content-type')).toMatch(/^text\/html/);
    const unknown = await request('/nope', { headers: { accept: 'text/markdown' } });
    expect(unknown.status).toBe(404);
  });

  it('leaves /api/ and non-GET requests to the functions', async () => {
    let passed = 0;
    const next = () => {
      passed++;
      return new Response('from next');
    };
    await callFunction(onRequest, new Request(`${ORIGIN}/api/feedback`, { method: 'POST' }), next);
    await callFunction(onRequest, new Request(`${ORIGIN}/api/og`), next);
    await callFunction(onRequest, new Request(`${ORIGIN}/nope`, { method: 'POST' }), next);
    expect(passed).toBe(3);
  });
});

describe('middleware on missing twins', () => {
  it('answers a missing .md file with 404', async () => {
    const response = await request('/docs.md');
    expect(response.status).toBe(404);
  });
});
