/**
 * The shared input rules at every endpoint that stores what a reader sends:
 * pages must be routes of the build (the fixture site has /, /docs and
 * /docs/tracing), text carries no control characters but tab and newline,
 * and a refused post stores nothing.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import * as rating from '../../functions/api/ask-ai/feedback';
import * as share from '../../functions/api/ask-ai/share';
import * as contact from '../../functions/api/contact';
import * as feedback from '../../functions/api/feedback';
import { callFunction } from './call-function';

let ip = 0;

function post(handler: PagesFunction<Cloudflare.Env>, path: string, body: unknown) {
  return callFunction(
    handler,
    new Request(`https://site.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `192.0.2.${++ip}` },
      body: JSON.stringify(body),
    }),
  );
}

async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? -1;
}

/** Expects a 400 whose JSON error starts with the field's name, and no stored row. */
async function expectRefused(response: Response, field: string, table: string) {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const { error } = await response.json<{ error: string }>();
  expect(error.startsWith(`${field} `), error).toBe(true);
  expect(await count(table)).toBe(0);
}

const source = { n: 1, title: 'Tracing', route: '/docs/tracing', anchor: 'a', heading: 'A' };
const turn = { question: 'How?', answer: 'Like this [1].', sources: [source] };
const vote = { page: '/docs/tracing', feedback: 'negative' };
const request = {
  name: 'Ada',
  email: 'ada@example.com',
  company: 'Example',
  message: 'Hello',
  page: '/docs',
};

// ESC starting a colour sequence, BEL, NUL, DEL, CR, and CSI as one C1 character.
const CONTROLS = ['a\u001b[31mred\u0007', 'nul\u0000', 'del\u007f', 'cr\r', 'csi\u009b2J'];

beforeEach(async () => {
  await env.DB.batch(
    ['feedback', 'contact_requests', 'assistant_feedback', 'assistant_shares', 'rate_limits'].map(
      (table) => env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
});

describe('POST /api/feedback', () => {
  it.each(['//evil.example', '/docs/no-such-page-xyz', '/docs/tracing%00', '/docs/tracing?x=1'])(
    'refuses the page %j, which is no route of the build',
    async (page) => {
      const response = await post(feedback.onRequestPost, '/api/feedback', { ...vote, page });
      await expectRefused(response, 'page', 'feedback');
    },
  );

  it.each(CONTROLS)('refuses a comment with control characters: %j', async (comment) => {
    const response = await post(feedback.onRequestPost, '/api/feedback', { ...vote, comment });
    await expectRefused(response, 'comment', 'feedback');
  });

  it('keeps tab and newline, and stores the route a page path names', async () => {
    const response = await post(feedback.onRequestPost, '/api/feedback', {
      page: '/docs/tracing/',
      feedback: 'negative',
      comment: 'step 1:\tok\nstep 2: unclear',
    });
    expect(response.status).toBe(201);
    const row = await env.DB.prepare('SELECT page, comment FROM feedback').first();
    expect(row).toEqual({ page: '/docs/tracing', comment: 'step 1:\tok\nstep 2: unclear' });
  });
});

describe('POST /api/contact', () => {
  it.each(['//evil.example', '/docs/no-such-page-xyz'])('refuses the page %j', async (page) => {
    const response = await post(contact.onRequestPost, '/api/contact', { ...request, page });
    await expectRefused(response, 'page', 'contact_requests');
  });

  it.each([
    ['name', 'Ada\u0007'],
    ['company', 'Ex\u0000ample'],
    ['message', 'a\u001b[31mred'],
    ['email', 'ada\u001b@example.com'],
  ])('refuses control characters in %s', async (field, value) => {
    const body = { ...request, [field]: value };
    const response = await post(contact.onRequestPost, '/api/contact', body);
    await expectRefused(response, field, 'contact_requests');
  });
});

describe('POST /api/ask-ai/feedback', () => {
  const good = { rating: 'down', comment: 'stale', ...turn };

  it.each([
    ['comment', { comment: 'a\u001b[31mred\u0007' }],
    ['question', { question: 'csi\u009b2J' }],
    ['answer', { answer: 'nul\u0000' }],
    ['sources[0].heading', { sources: [{ ...source, heading: 'bell\u0007' }] }],
  ])('refuses control characters in %s', async (field, change) => {
    const response = await post(rating.onRequestPost, '/api/ask-ai/feedback', {
      ...good,
      ...change,
    });
    await expectRefused(response, field, 'assistant_feedback');
  });

  it.each(['//evil.example', '/docs/no-such-page-xyz'])(
    'refuses a source whose route %j is no page',
    async (route) => {
      const response = await post(rating.onRequestPost, '/api/ask-ai/feedback', {
        ...good,
        sources: [{ ...source, route }],
      });
      await expectRefused(response, 'sources[0].route', 'assistant_feedback');
    },
  );
});

describe('POST /api/ask-ai/share', () => {
  it.each([
    ['turns[1].answer', { turns: [turn, { ...turn, answer: 'a\u001b[2J' }] }],
    ['turns[0].question', { turns: [{ ...turn, question: 'q\u0000' }] }],
    [
      'turns[0].sources[0].title',
      { turns: [{ ...turn, sources: [{ ...source, title: '\u0007' }] }] },
    ],
    ['locale', { turns: [turn], locale: 'en\u0000' }],
  ])('refuses control characters in %s', async (field, body) => {
    const response = await post(share.onRequestPost, '/api/ask-ai/share', body);
    await expectRefused(response, field, 'assistant_shares');
  });

  it('refuses a source whose route is no page of the build', async () => {
    const body = { turns: [turn, { ...turn, sources: [{ ...source, route: '/docs/gone' }] }] };
    const response = await post(share.onRequestPost, '/api/ask-ai/share', body);
    await expectRefused(response, 'turns[1].sources[0].route', 'assistant_shares');
  });

  it('stores a conversation whose sources are all pages', async () => {
    const response = await post(share.onRequestPost, '/api/ask-ai/share', {
      turns: [turn, { ...turn, sources: [{ ...source, route: '/' }] }],
    });
    expect(response.status).toBe(201);
    expect(await count('assistant_shares')).toBe(1);
  });
});
