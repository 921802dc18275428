import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactRequest } from '../../../config/contact';
import { postContact } from './post-contact';

/**
 * postContact over a real socket: a loopback server answers with the statuses
 * and bodies /api/contact uses, so the messages a reader sees are checked end to end.
 */
let server: Server;
let origin: string;
const answers: Record<string, [number, string]> = {
  ok: [201, '{"id":"c-1"}'],
  invalid: [400, '{"error":"email must be a work email address of at most 254 characters"}'],
  limited: [429, '{"error":"too many contact requests; try again later"}'],
  broken: [500, 'oops'],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    // The test document's origin differs from the server's, so the browser asks first.
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
      });
      res.end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const { company } = JSON.parse(body) as ContactRequest;
      const [status, text] = answers[company] ?? [404, '{}'];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const toServer: typeof fetch = (input, init) => fetch(`${origin}${String(input)}`, init);
const request = (company: string): ContactRequest => ({
  name: 'Ada',
  email: 'ada@example.com',
  company,
  message: 'Hello',
  page: '/talk-to-us',
});

describe('postContact', () => {
  it('returns the stored id on 201', async () => {
    expect(await postContact(request('ok'), toServer)).toEqual({ ok: true, id: 'c-1' });
  });

  it('turns a 400 into a message naming the field', async () => {
    const result = await postContact(request('invalid'), toServer);
    expect(result).toEqual({
      ok: false,
      error: 'Please check the form: email must be a work email address of at most 254 characters.',
    });
  });

  it('asks to wait on 429 and reports other statuses', async () => {
    expect(await postContact(request('limited'), toServer)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/wait a minute/),
    });
    expect(await postContact(request('broken'), toServer)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/error 500/),
    });
  });

  it('reports an unreachable server', async () => {
    const closed: typeof fetch = (input, init) => fetch(`http://127.0.0.1:9${String(input)}`, init);
    expect(await postContact(request('ok'), closed)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/could not reach/),
    });
  });
});
