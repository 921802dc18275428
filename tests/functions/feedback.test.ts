import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { onRequest, onRequestPost } from '../../functions/api/feedback';
import { callFunction } from './call-function';

const URL_ = 'https://site.test/api/feedback';
let ipCounter = 0;

/** Each test posts from its own client IP unless it asks for one. */
function post(
  body: BodyInit | null,
  init: { type?: string; ip?: string; headers?: HeadersInit } = {},
) {
  const headers = new Headers(init.headers);
  if (init.type !== undefined) headers.set('content-type', init.type);
  else if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  headers.set('cf-connecting-ip', init.ip ?? `203.0.113.${++ipCounter}`);
  return callFunction(onRequestPost, new Request(URL_, { method: 'POST', headers, body }));
}

const postJson = (value: unknown, ip?: string) => post(JSON.stringify(value), { ip });

async function rows() {
  const { results } = await env.DB.prepare(
    'SELECT id, page, feedback, comment, created_at, country FROM feedback ORDER BY created_at',
  ).all<Record<string, string | null>>();
  return results;
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM feedback'),
    env.DB.prepare('DELETE FROM rate_limits'),
  ]);
});

describe('POST /api/feedback', () => {
  it('stores a valid vote and answers 201 with its id', async () => {
    const response = await postJson({ page: '/docs/tracing', feedback: 'positive' });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { id } = await response.json<{ id: string }>();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id,
      page: '/docs/tracing',
      feedback: 'positive',
      comment: null,
    });
    expect(Date.parse(stored[0].created_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('trims the comment and keeps the maximum length', async () => {
    const comment = `  ${'x'.repeat(5000)}\n `;
    const response = await postJson({ page: '/docs', feedback: 'negative', comment });
    expect(response.status).toBe(201);
    const [row] = await rows();
    expect(row.comment).toBe('x'.repeat(5000));
    expect(row.feedback).toBe('negative');
  });

  it('stores a blank comment as no comment', async () => {
    expect((await postJson({ page: '/', feedback: 'positive', comment: '   ' })).status).toBe(201);
    expect((await rows())[0].comment).toBeNull();
  });

  it.each([
    ['page', { feedback: 'positive' }],
    ['page', { page: 'docs', feedback: 'positive' }],
    ['page', { page: '', feedback: 'positive' }],
    ['page', { page: 42, feedback: 'positive' }],
    ['page', { page: `/${'a'.repeat(1024)}`, feedback: 'positive' }],
    ['page', { page: '/a\nb', feedback: 'positive' }],
    ['feedback', { page: '/docs' }],
    ['feedback', { page: '/docs', feedback: 'meh' }],
    ['feedback', { page: '/docs', feedback: 1 }],
    ['comment', { page: '/docs', feedback: 'negative', comment: 7 }],
    ['comment', { page: '/docs', feedback: 'negative', comment: 'y'.repeat(5001) }],
    ['body', ['/docs', 'positive']],
    ['body', null],
    ['body', 'positive'],
  ])('answers 400 naming %s and stores nothing', async (field, body) => {
    const response = await postJson(body);
    expect(response.status).toBe(400);
    const { error } = await response.json<{ error: string }>();
    expect(error).toContain(field);
    expect(await rows()).toHaveLength(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await post('{"page": "/docs",');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'body is not valid JSON' });
    expect(await rows()).toHaveLength(0);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', ''])(
    'answers 415 for content-type %j',
    async (type) => {
      const response = await post(JSON.stringify({ page: '/docs', feedback: 'positive' }), {
        type,
      });
      expect(response.status).toBe(415);
      expect((await response.json<{ error: string }>()).error).toContain('application/json');
      expect(await rows()).toHaveLength(0);
    },
  );

  it('accepts a charset parameter on the content type', async () => {
    const response = await post(JSON.stringify({ page: '/docs', feedback: 'positive' }), {
      type: 'application/json; charset=utf-8',
    });
    expect(response.status).toBe(201);
  });

  it('answers 413 for a body over 16 KB, declared or streamed', async () => {
    const big = JSON.stringify({ page: '/docs', feedback: 'positive', pad: 'z'.repeat(16 * 1024) });
    expect((await post(big)).status).toBe(413);

    const encoded = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < encoded.length; i += 1000)
          controller.enqueue(encoded.slice(i, i + 1000));
        controller.close();
      },
    });
    const response = await post(stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'body larger than 16384 bytes' });
    expect(await rows()).toHaveLength(0);
  });

  it('answers 405 with Allow for other methods', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await callFunction(onRequest, new Request(URL_, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect((await response.json<{ error: string }>()).error).toContain('POST');
    }
    expect(await rows()).toHaveLength(0);
  });

  it('limits one client to 30 posts a minute, other clients unaffected', async () => {
    const vote = { page: '/docs', feedback: 'positive' };
    for (let i = 0; i < 30; i++) expect((await postJson(vote, '198.51.100.7')).status).toBe(201);
    const limited = await postJson(vote, '198.51.100.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await limited.json<{ error: string }>()).error).toMatch(/too many/);
    expect((await postJson(vote, '198.51.100.8')).status).toBe(201);
    expect(await rows()).toHaveLength(31);
  });

  it('counts concurrent posts exactly at the limit', async () => {
    const vote = { page: '/docs', feedback: 'negative', comment: 'slow' };
    const statuses = await Promise.all(
      Array.from({ length: 45 }, () => postJson(vote, '198.51.100.9').then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(await rows()).toHaveLength(30);
  });

  it('reads the limit from FEEDBACK_RATE_LIMIT', async () => {
    const previous = env.FEEDBACK_RATE_LIMIT;
    env.FEEDBACK_RATE_LIMIT = '2';
    try {
      const vote = { page: '/docs', feedback: 'positive' };
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await postJson(vote, '198.51.100.10')).status);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      env.FEEDBACK_RATE_LIMIT = previous;
    }
  });
});
