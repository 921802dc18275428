import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { onRequest, onRequestPost } from '../../functions/api/contact';
import { callFunction } from './call-function';

const URL_ = 'https://site.test/api/contact';
let ipCounter = 0;

const valid = {
  name: 'Ada Example',
  email: 'ada@example.com',
  company: 'Example Ltd',
  message: 'We run 2M traces a month and want to self-host.',
  teamSize: '11-50',
  page: '/docs',
};

function post(body: BodyInit | null, init: { type?: string; ip?: string } = {}) {
  const headers = new Headers({ 'content-type': init.type ?? 'application/json' });
  headers.set('cf-connecting-ip', init.ip ?? `203.0.113.${++ipCounter}`);
  return callFunction(onRequestPost, new Request(URL_, { method: 'POST', headers, body }));
}

const postJson = (value: unknown, ip?: string) => post(JSON.stringify(value), { ip });

async function rows() {
  const { results } = await env.DB.prepare(
    'SELECT id, name, email, company, message, team_size, page, forwarded_at FROM contact_requests ORDER BY created_at',
  ).all<Record<string, string | null>>();
  return results;
}

async function webhookLog(): Promise<{ text: string; request: Record<string, unknown> }[]> {
  return (await fetch(inject('webhookLogUrl'))).json();
}

beforeEach(async () => {
  env.CONTACT_WEBHOOK_URL = undefined;
  await env.DB.batch([
    env.DB.prepare('DELETE FROM contact_requests'),
    env.DB.prepare('DELETE FROM rate_limits'),
  ]);
});

describe('POST /api/contact', () => {
  it('stores a valid request, trimmed, and answers 201 with its id', async () => {
    const response = await postJson({ ...valid, name: '  Ada Example ', message: ' hi\nthere ' });
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    expect(await rows()).toEqual([
      {
        id,
        name: 'Ada Example',
        email: 'ada@example.com',
        company: 'Example Ltd',
        message: 'hi\nthere',
        team_size: '11-50',
        page: '/docs',
        forwarded_at: null,
      },
    ]);
  });

  it('accepts a request without a team size', async () => {
    const { teamSize: _omitted, ...rest } = valid;
    expect((await postJson(rest)).status).toBe(201);
    expect((await postJson({ ...rest, teamSize: '' })).status).toBe(201);
    expect((await rows()).map((row) => row.team_size)).toEqual([null, null]);
  });

  it.each([
    ['name', { ...valid, name: '' }],
    ['name', { ...valid, name: '   ' }],
    ['name', { ...valid, name: 'n'.repeat(201) }],
    ['name', { ...valid, name: 'two\nlines' }],
    ['email', { ...valid, email: 'not-an-email' }],
    ['email', { ...valid, email: 'a b@example.com' }],
    ['email', { ...valid, email: undefined }],
    ['company', { ...valid, company: 7 }],
    ['company', { ...valid, company: '' }],
    ['message', { ...valid, message: '' }],
    ['message', { ...valid, message: 'm'.repeat(5001) }],
    ['teamSize', { ...valid, teamSize: 'huge' }],
    ['page', { ...valid, page: 'docs' }],
    ['page', { ...valid, page: undefined }],
    ['body', ['not', 'an', 'object']],
    ['body', null],
  ])('answers 400 naming %s and stores no row', async (field, body) => {
    const response = await postJson(body);
    expect(response.status).toBe(400);
    expect((await response.json<{ error: string }>()).error).toContain(field);
    expect(await rows()).toHaveLength(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await post('{"name": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'body is not valid JSON' });
    expect(await rows()).toHaveLength(0);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'])(
    'answers 415 for content-type %s',
    async (type) => {
      const response = await post(JSON.stringify(valid), { type });
      expect(response.status).toBe(415);
      expect((await response.json<{ error: string }>()).error).toContain('application/json');
      expect(await rows()).toHaveLength(0);
    },
  );

  it('answers 413 for a body over 16 KB', async () => {
    const response = await postJson({ ...valid, message: 'x'.repeat(17_000) });
    expect(response.status).toBe(413);
    expect(await rows()).toHaveLength(0);
  });

  it('answers 405 with Allow for other methods', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await callFunction(onRequest, new Request(URL_, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  it('limits a client to CONTACT_RATE_LIMIT requests a minute, apart from feedback', async () => {
    const ip = '198.51.100.20';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postJson(valid, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await postJson(valid, ip);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await limited.json<{ error: string }>()).error).toMatch(/too many/);
    expect((await postJson(valid, '198.51.100.21')).status).toBe(201);
    expect(await rows()).toHaveLength(6);
  });

  it('forwards a stored request to the webhook and marks it forwarded', async () => {
    env.CONTACT_WEBHOOK_URL = inject('webhookUrl');
    const response = await postJson({ ...valid, company: 'Hooked <Inc>' });
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    const message = (await webhookLog()).find((entry) => entry.request?.id === id);
    expect(message?.request).toMatchObject({ email: 'ada@example.com', company: 'Hooked <Inc>' });
    expect(message?.text).toContain('Hooked &lt;Inc&gt;');
    const [row] = await rows();
    expect(row.forwarded_at).not.toBeNull();
  });

  it('keeps the row when the webhook fails', async () => {
    env.CONTACT_WEBHOOK_URL = inject('webhookUrl');
    const response = await postJson({ ...valid, message: 'please fail the webhook' });
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    expect((await webhookLog()).some((entry) => entry.request?.id === id)).toBe(true);
    expect(await rows()).toMatchObject([{ id, forwarded_at: null }]);
  });

  it('keeps the row when the webhook cannot be reached', async () => {
    env.CONTACT_WEBHOOK_URL = 'http://127.0.0.1:9/unreachable';
    const response = await postJson(valid);
    expect(response.status).toBe(201);
    expect(await rows()).toMatchObject([{ forwarded_at: null }]);
  });
});
