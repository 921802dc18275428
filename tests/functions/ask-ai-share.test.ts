import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { onRequest as middleware } from '../../functions/_middleware';
import * as feedback from '../../functions/api/ask-ai/feedback';
import * as share from '../../functions/api/ask-ai/share';
import * as sharedJson from '../../functions/api/ask-ai/share/[id]';
import * as searchDocs from '../../functions/api/search-docs';
import * as sharedPage from '../../functions/docs/ask-ai/[id]';
import { callFunction, postJson } from './call-function';

const ORIGIN = 'https://site.test';
let ip = 0;

function post(
  handler: PagesFunction<Cloudflare.Env>,
  path: string,
  body: unknown,
  type = 'application/json',
) {
  return postJson(handler, ORIGIN + path, body, {
    'content-type': type,
    'cf-connecting-ip': `203.0.113.${++ip}`,
  });
}

/** Calls a handler with route params, as Pages does for [id] files. */
async function withParams(handler: PagesFunction<Cloudflare.Env>, path: string, id: string) {
  const { createPagesEventContext, waitOnExecutionContext } = await import('cloudflare:test');
  const context = createPagesEventContext<PagesFunction<Cloudflare.Env>>({
    request: new Request(ORIGIN + path) as Request<unknown, IncomingRequestCfProperties>,
    params: { id },
    data: {},
  });
  const response = await handler(context);
  await waitOnExecutionContext(context);
  return response;
}

const turn = {
  question: 'How do I flush?',
  answer: 'Call flush() [1].',
  sources: [
    {
      n: 1,
      title: 'Tracing',
      route: '/docs/tracing',
      anchor: 'flushing',
      heading: 'Flushing events',
    },
  ],
};

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM assistant_shares'),
    env.DB.prepare('DELETE FROM assistant_feedback'),
    env.DB.prepare('DELETE FROM agent_usage'),
    env.DB.prepare('DELETE FROM rate_limits'),
  ]);
});

describe('POST /api/ask-ai/share and the shared page', () => {
  it('stores the conversation with its sources under a 128-bit id', async () => {
    const response = await post(share.onRequestPost, '/api/ask-ai/share', { turns: [turn] });
    expect(response.status).toBe(201);
    const { id, path } = await response.json<{ id: string; path: string }>();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(path).toBe(`/docs/ask-ai/${id}`);
    const row = await env.DB.prepare('SELECT conversation FROM assistant_shares WHERE id = ?1')
      .bind(id)
      .first<{ conversation: string }>();
    expect(JSON.parse(row?.conversation ?? '')).toEqual([turn]);

    const json = await withParams(sharedJson.onRequestGet, `/api/ask-ai/share/${id}`, id);
    expect(json.status).toBe(200);
    expect((await json.json<{ turns: unknown }>()).turns).toEqual([turn]);
    const page = await withParams(sharedPage.onRequestGet, path, id);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('answers unknown and malformed ids with 404', async () => {
    for (const id of ['0'.repeat(32), 'nope']) {
      expect(
        (await withParams(sharedJson.onRequestGet, `/api/ask-ai/share/${id}`, id)).status,
      ).toBe(404);
      expect((await withParams(sharedPage.onRequestGet, `/docs/ask-ai/${id}`, id)).status).toBe(
        404,
      );
    }
  });

  it.each([
    ['no turns', { turns: [] }, 400],
    ['21 turns', { turns: Array.from({ length: 21 }, () => turn) }, 400],
    ['a blank question', { turns: [{ ...turn, question: ' ' }] }, 400],
    [
      'a source off the site',
      { turns: [{ ...turn, sources: [{ ...turn.sources[0], route: 'https://x' }] }] },
      400,
    ],
    ['a body over the size limit', { turns: [turn], pad: 'x'.repeat(share.SHARE_BODY_BYTES) }, 413],
  ])('rejects %s and stores nothing', async (_name, body, status) => {
    const response = await post(share.onRequestPost, '/api/ask-ai/share', body);
    expect(response.status).toBe(status);
    expect((await response.json<{ error: string }>()).error).toBeTruthy();
    const count = await env.DB.prepare('SELECT count(*) AS n FROM assistant_shares').first<{
      n: number;
    }>();
    expect(count?.n).toBe(0);
  });

  it('rejects other content types and methods', async () => {
    expect((await post(share.onRequestPost, '/api/ask-ai/share', 'x', 'text/plain')).status).toBe(
      415,
    );
    const get = await callFunction(share.onRequest, new Request(`${ORIGIN}/api/ask-ai/share`));
    expect(get.status).toBe(405);
  });
});

describe('POST /api/ask-ai/feedback', () => {
  it('stores the rating with question, answer, sources and comment', async () => {
    const response = await post(feedback.onRequestPost, '/api/ask-ai/feedback', {
      rating: 'down',
      comment: '  missing the JS version ',
      ...turn,
    });
    expect(response.status).toBe(201);
    const row = await env.DB.prepare(
      'SELECT rating, comment, question, answer, sources FROM assistant_feedback',
    ).first<Record<string, string>>();
    expect(row).toMatchObject({
      rating: 'down',
      comment: 'missing the JS version',
      question: turn.question,
      answer: turn.answer,
    });
    expect(JSON.parse(row?.sources ?? '')).toEqual(turn.sources);
  });

  it.each([
    [{ ...turn, rating: 'meh' }],
    [{ ...turn, rating: 'up', question: '' }],
    [{ ...turn, rating: 'up', comment: 'x'.repeat(2001) }],
  ])('rejects an invalid rating with 400', async (body) => {
    expect((await post(feedback.onRequestPost, '/api/ask-ai/feedback', body)).status).toBe(400);
    const count = await env.DB.prepare('SELECT count(*) AS n FROM assistant_feedback').first<{
      n: number;
    }>();
    expect(count?.n).toBe(0);
  });
});

describe('GET /api/search-docs', () => {
  it('returns the best sections with absolute links', async () => {
    const response = await callFunction(
      searchDocs.onRequestGet,
      new Request(`${ORIGIN}/api/search-docs?q=flush+before+exit&locale=en`),
    );
    expect(response.status).toBe(200);
    const body = await response.json<{
      locale: string;
      results: { url: string; heading: string }[];
    }>();
    expect(body.locale).toBe('en');
    expect(body.results[0]).toMatchObject({
      url: `${ORIGIN}/docs/tracing#flushing`,
      heading: 'Flushing events',
    });
  });

  it.each(['', '?q=', `?q=${'x'.repeat(501)}`, '?q=trace&limit=0', '?q=trace&limit=99'])(
    'rejects %s with 400',
    async (query) => {
      const response = await callFunction(
        searchDocs.onRequestGet,
        new Request(`${ORIGIN}/api/search-docs${query}`),
      );
      expect(response.status).toBe(400);
    },
  );
});

describe('agent-facing headers and usage counts', () => {
  const viaMiddleware = (path: string, init: RequestInit = {}) =>
    callFunction(middleware, new Request(ORIGIN + path, init), (req) => env.ASSETS.fetch(req));

  it('pages and twins carry Vary: Accept and a Link to the Markdown twin', async () => {
    for (const [path, accept] of [
      ['/docs/tracing', 'text/html'],
      ['/docs/tracing', 'text/markdown'],
      ['/docs/tracing.md', '*/*'],
    ]) {
      const response = await viaMiddleware(path, { headers: { accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toMatch(/Accept/);
      expect(response.headers.get('link')).toBe(
        '</docs/tracing.md>; rel="alternate"; type="text/markdown"',
      );
    }
  });

  it('counts twin and llms.txt requests per day, with no client data', async () => {
    await viaMiddleware('/docs/tracing.md');
    await viaMiddleware('/docs/tracing', { headers: { accept: 'text/markdown' } });
    await viaMiddleware('/llms.txt');
    await viaMiddleware('/docs/tracing');
    const { results } = await env.DB.prepare('SELECT * FROM agent_usage ORDER BY kind').all();
    const day = new Date().toISOString().slice(0, 10);
    expect(results).toEqual([
      { day, kind: 'llms.txt', hits: 1 },
      { day, kind: 'markdown', hits: 2 },
    ]);
  });
});
