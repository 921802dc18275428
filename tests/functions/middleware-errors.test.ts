/**
 * The middleware's refusals and error answers: malformed paths are refused
 * before anything looks them up, and no 4xx/5xx body it can produce names a
 * file, a stack or a runtime message.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { onRequest } from '../../functions/_middleware';
import * as unknownApi from '../../functions/api/[[path]]';
import * as feedback from '../../functions/api/feedback';
import { callFunction } from './call-function';

const ORIGIN = 'https://site.test';
/** What an internal error looks like: file paths, stack frames, runtime and Node error names. */
const INTERNALS =
  /\/work\/|\/home\/|\/tmp\/|node_modules|\.wrangler|\bat \S+ \(|\.(?:ts|js|mjs):\d+|\b(?:ENOENT|ENAMETOOLONG|EACCES|TypeError|RangeError|SyntaxError|workerd|miniflare|kj\/)/;
const SECRET_MESSAGE =
  "ENOENT: no such file or directory, open '/work/main/dist/docs/tracing\u0000.html'";

/** Like Pages: next() is the static asset server unless a test gives another. */
function request(
  path: string,
  init: RequestInit = {},
  next: (request: Request) => Response | Promise<Response> = (req) => env.ASSETS.fetch(req),
) {
  return callFunction(onRequest, new Request(ORIGIN + path, init), next);
}

async function expectNoInternals(response: Response) {
  const body = await response.text();
  expect(body).not.toMatch(INTERNALS);
  expect(body).not.toContain(SECRET_MESSAGE);
  return body;
}

function throwing(): never {
  const error = new Error(SECRET_MESSAGE);
  error.stack = `Error: ${SECRET_MESSAGE}\n    at serve (/work/main/functions/_middleware.ts:42:7)`;
  throw error;
}

describe('middleware refuses malformed paths', () => {
  it.each([
    '/docs/tracing%00',
    '/%00',
    '/docs/%E0%A4%A',
    '/%',
    '/docs/%zz',
    '/docs/%C0%AF',
    '/%FF',
    '/docs/a%1Bb',
    '/docs/a%0Ab',
    '/docs/a%7Fb',
    '/docs/a%C2%9Bb',
    '/docs%00/tracing.md',
    '/api/feedback%00',
    '/api/%E0%A4%A',
  ])('answers %s with a short 400 before any lookup', async (path) => {
    let lookedUp = 0;
    for (const method of ['GET', 'HEAD', 'POST']) {
      const response = await request(path, { method }, () => {
        lookedUp++;
        return new Response('looked up');
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      if (method !== 'HEAD') {
        const body = await expectNoInternals(response);
        expect(JSON.parse(body)).toEqual({ error: 'bad request: the path is malformed' });
      }
    }
    expect(lookedUp).toBe(0);
  });

  it('answers a segment longer than a file name can be with the 404 page, without a lookup', async () => {
    let lookedUp = 0;
    for (const path of [`/${'a'.repeat(300)}`, `/docs/${'%E3%81%82'.repeat(90)}`]) {
      const response = await request(path, {}, () => {
        lookedUp++;
        return new Response('looked up', { status: 502 });
      });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('data-route="/404" data-status="404"');
    }
    expect(lookedUp).toBe(0);
  });

  it('passes well-formed escapes on', async () => {
    const response = await request('/docs/%74racing');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-route="/docs/tracing"');
  });
});

describe('middleware error bodies carry no internals', () => {
  it('answers a thrown error below it with a generic 500', async () => {
    for (const [path, method] of [
      ['/docs/tracing', 'GET'],
      ['/api/feedback', 'POST'],
      ['/docs/ask-ai/0123456789abcdef0123456789abcdef', 'GET'],
    ]) {
      const response = await request(path, { method }, throwing);
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await expectNoInternals(response);
      expect(JSON.parse(body)).toEqual({ error: 'internal error; try again later' });
    }
  });

  it('replaces the body of a runtime 5xx that is not one of our JSON answers', async () => {
    for (const status of [500, 502, 503]) {
      const response = await request(
        '/docs/tracing',
        {},
        () => new Response(`${SECRET_MESSAGE}\n    at Object.openSync (node:fs:573:3)`, { status }),
      );
      expect(response.status).toBe(status);
      await expectNoInternals(response);
    }
  });

  it('keeps the JSON errors the functions answer themselves', async () => {
    const response = await request('/api/nowhere', {}, (req) =>
      callFunction(unknownApi.onRequest, req),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'no such endpoint: /api/nowhere' });
  });

  it('has no internals in any 4xx/5xx body it can produce', async () => {
    const viaFeedback = (req: Request) => callFunction(feedback.onRequestPost, req);
    const post = (body: string, type = 'application/json'): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    const cases: [string, RequestInit, ((req: Request) => Response | Promise<Response>)?][] = [
      ['/docs/tracing%00', {}],
      ['/%', {}],
      ['/nope', {}],
      [`/${'a'.repeat(300)}`, {}],
      ['/docs.md', {}],
      ['/nope', { headers: { accept: 'text/markdown' } }],
      ['/docs/tracing', {}, throwing],
      ['/api/feedback', post('{"page":'), viaFeedback],
      ['/api/feedback', post('{}', 'text/plain'), viaFeedback],
      [
        '/api/feedback',
        post(JSON.stringify({ page: '//evil.example', feedback: 'positive' })),
        viaFeedback,
      ],
      [
        '/api/feedback',
        post(JSON.stringify({ page: '/docs', feedback: 'positive', comment: '\u001b' })),
        viaFeedback,
      ],
    ];
    for (const [path, init, next] of cases) {
      const response = await request(path, init, next);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      await expectNoInternals(response);
    }
  });
});
