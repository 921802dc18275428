import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import * as rating from '../../functions/api/ask-ai/feedback';
import * as contact from '../../functions/api/contact';
import * as feedback from '../../functions/api/feedback';
import { postJson } from './call-function';

/**
 * The idempotency rule (functions/_lib/idempotency.ts): a post carrying an
 * `Idempotency-Key` already stored answers 201 with the first record's id and
 * stores nothing new, whatever the timing; without a key every post is new.
 */
const ORIGIN = 'https://site.test';
let ip = 0;

function post(
  handler: PagesFunction<Cloudflare.Env>,
  path: string,
  body: unknown,
  { key, client }: { key?: string; client?: string } = {},
) {
  return postJson(handler, ORIGIN + path, body, {
    'cf-connecting-ip': client ?? `198.51.100.${++ip}`,
    ...(key === undefined ? {} : { 'idempotency-key': key }),
  });
}

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n;

const vote = { page: '/docs/tracing', feedback: 'negative', comment: 'the example fails' };
const request = {
  name: 'Ada Example',
  email: 'ada@example.com',
  company: 'Example Ltd',
  message: 'We want to self-host.',
  page: '/docs',
};
const answerRating = {
  rating: 'up',
  question: 'How do I flush?',
  answer: 'Call flush() [1].',
  sources: [{ n: 1, title: 'Tracing', route: '/docs/tracing', anchor: 'a', heading: 'A' }],
};

beforeEach(async () => {
  await env.DB.batch(
    ['feedback', 'contact_requests', 'assistant_feedback', 'rate_limits', 'idempotency_keys'].map(
      (table) => env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
});

describe.each([
  ['POST /api/feedback', feedback.onRequestPost, '/api/feedback', vote, 'feedback', 'page'],
  ['POST /api/contact', contact.onRequestPost, '/api/contact', request, 'contact_requests', 'page'],
  [
    'POST /api/ask-ai/feedback',
    rating.onRequestPost,
    '/api/ask-ai/feedback',
    answerRating,
    'assistant_feedback',
    'question',
  ],
] as const)('%s with Idempotency-Key', (_name, handler, path, body, table, field) => {
  it('stores a key once: a repeat answers 201 with the first id', async () => {
    const key = `outbox:${crypto.randomUUID()}`;
    const first = await post(handler, path, body, { key });
    expect(first.status).toBe(201);
    const { id } = await first.json<{ id: string }>();
    const again = await post(handler, path, body, { key });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ id });
    expect(await count(table)).toBe(1);
  });

  it('stores one record when posts with one key race', async () => {
    const key = `race-${crypto.randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(handler, path, body, { key })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const ids = new Set(
      await Promise.all(answers.map(async (a) => (await a.json<{ id: string }>()).id)),
    );
    expect(ids.size).toBe(1);
    expect(await count(table)).toBe(1);
  });

  it('stores every post without a key, and each distinct key', async () => {
    await post(handler, path, body);
    await post(handler, path, body);
    await post(handler, path, body, { key: 'key-one-1' });
    await post(handler, path, body, { key: 'key-two-2' });
    expect(await count(table)).toBe(4);
  });

  it('refuses a malformed key with 400 naming the header, and stores nothing', async () => {
    for (const key of ['short', 'x'.repeat(129), 'has space in it', 'ünïcödé-key']) {
      const response = await post(handler, path, body, { key });
      expect(response.status).toBe(400);
      expect((await response.json<{ error: string }>()).error).toMatch(/^Idempotency-Key /);
    }
    expect(await count(table)).toBe(0);
  });

  it('a key whose first post was refused (400) is still free', async () => {
    const key = 'refused-then-fixed';
    const refused = await post(handler, path, { ...body, [field]: '/bell\u0007' }, { key });
    expect(refused.status).toBe(400);
    expect(await count('idempotency_keys')).toBe(0);
    expect((await post(handler, path, body, { key })).status).toBe(201);
    expect(await count(table)).toBe(1);
  });
});

describe('idempotency and the rate limit', () => {
  it('a repeat is answered even when the client is over its limit', async () => {
    env.FEEDBACK_RATE_LIMIT = '2';
    try {
      const client = '192.0.2.77';
      const first = await post(feedback.onRequestPost, '/api/feedback', vote, {
        key: 'limit-key-1',
        client,
      });
      const { id } = await first.json<{ id: string }>();
      await post(feedback.onRequestPost, '/api/feedback', vote, { client });
      const over = await post(feedback.onRequestPost, '/api/feedback', vote, {
        key: 'limit-key-2',
        client,
      });
      expect(over.status).toBe(429);
      // The refused post claimed nothing: its retry is a new post, not a repeat of a phantom.
      expect(await count('idempotency_keys')).toBe(1);
      const repeat = await post(feedback.onRequestPost, '/api/feedback', vote, {
        key: 'limit-key-1',
        client,
      });
      expect(repeat.status).toBe(201);
      expect(await repeat.json()).toEqual({ id });
      expect(await count('feedback')).toBe(2);
    } finally {
      env.FEEDBACK_RATE_LIMIT = undefined;
    }
  });
});
