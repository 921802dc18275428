import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { onRequest as middleware } from '../../functions/_middleware';
import { onRequestGet as openSearch } from '../../functions/opensearch.xml';
import { onRequestGet as searchPage } from '../../functions/search';
import { callFunction } from './call-function';

// The fixture site's search chunk (_content/b1/search/en.json) has /, /docs and
// /docs/tracing; search.html is the prerendered search page the function fills in.
const ORIGIN = 'https://site.test';

const search = (query: string) => callFunction(searchPage, new Request(`${ORIGIN}/search${query}`));

/** The JSON block the app hydrates with. */
function answerIn(html: string) {
  const block = /<script id="search-page-data" type="application\/json">(.*?)<\/script>/s.exec(
    html,
  );
  return block ? JSON.parse(block[1]) : null;
}

describe('GET /search', () => {
  it('renders the results of the navbar engine into the search page', async () => {
    const response = await search('?q=sessions');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('<title>sessions – Search');
    expect(html).toContain('value="sessions"');
    expect(html).toContain('1 page for “sessions”');
    expect(html).toContain('<a href="/docs/tracing">Tracing</a>');
    expect(html).toContain('href="/docs/tracing#sessions"');
    expect(html).toContain('<mark class="search-mark">Sessions</mark>');
    const answer = answerIn(html);
    expect(answer).toMatchObject({ query: 'sessions', locale: 'en' });
    expect(answer.hits[0].route).toBe('/docs/tracing');
  });

  it('escapes what the query and the indexed text hold', async () => {
    const html = await (
      await search(`?q=${encodeURIComponent('"><script>alert(1)</script> markup')}`)
    ).text();
    // In the box's value the quote is escaped, so the markup stays inside the attribute…
    expect(html).toContain('value="&quot;><script>alert(1)</script> markup"');
    expect(html).not.toContain('"><script>');
    // …and in text it is escaped, the indexed page's text too.
    expect(html).toContain('1 page for “&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; markup”');
    expect(html).toContain('Text with &lt;<mark class="search-mark">script</mark>&gt;');
    // The JSON block cannot be closed from inside.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html.indexOf('</script>', html.indexOf('id="search-page-data"'))).toBe(
      html.lastIndexOf('</script>'),
    );
  });

  it('shows the empty page for no query, and says so when nothing matches', async () => {
    const empty = await (await search('')).text();
    expect(empty).toContain('Type a question or a term to search the documentation.');
    expect(answerIn(empty)).toEqual({ query: '', locale: 'en', hits: [] });
    const none = await (await search('?q=zzzxqv')).text();
    expect(none).toContain('No results found.');
  });

  it('takes an unknown locale as the default one and bounds the query', async () => {
    const html = await (await search(`?q=${'trace '.repeat(100)}&locale=xx`)).text();
    const answer = answerIn(html);
    expect(answer.locale).toBe('en');
    expect(answer.query.length).toBeLessThanOrEqual(200);
  });

  it('passes the middleware as a page of its own', async () => {
    const response = await callFunction(
      middleware,
      new Request(`${ORIGIN}/search?q=tracing`),
      (request) => callFunction(searchPage, request),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<a href="/docs/tracing">');
  });
});

describe('the 404 page', () => {
  it('names the path asked for in its issue link', async () => {
    const response = await callFunction(
      middleware,
      new Request(`${ORIGIN}/docs/missing-page?x=1`),
      (request) => env.ASSETS.fetch(request),
    );
    expect(response.status).toBe(404);
    const href = /href="([^"]*issues\/new[^"]*)"/.exec(await response.text())?.[1] ?? '';
    const url = new URL(href.replace(/&amp;/g, '&'));
    expect(url.searchParams.get('title')).toBe('Found broken link: /docs/missing-page');
    expect(url.searchParams.get('labels')).toBe('bug');
  });
});

describe('GET /opensearch.xml', () => {
  it('describes the search page of the origin asked', async () => {
    const response = await callFunction(openSearch, new Request(`${ORIGIN}/opensearch.xml`));
    expect(response.headers.get('content-type')).toMatch(
      /^application\/opensearchdescription\+xml/,
    );
    const xml = await response.text();
    expect(xml).toContain('<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"');
    expect(xml).toMatch(/<ShortName>[^<]{1,16}<\/ShortName>/);
    expect(xml).toContain(
      `<Url type="text/html" method="get" template="${ORIGIN}/search?q={searchTerms}"/>`,
    );
  });
});
