/**
 * The edge functions over real HTTP: `wrangler pages dev` (scripts/serve.ts) on the
 * tiny fixture site with a fresh local D1, so these checks do not depend on the
 * content build. A real HTTP server on 127.0.0.1 stands in for the Slack webhook.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { queryLocalD1 } from '../../scripts/local-d1';
import { type LocalStack, startLocalStack } from '../../scripts/local-stack';

// Next to the browser-test port, inside the same person's port range (or STACK_PORT).
const stackPort = Number(process.env.STACK_PORT ?? Number(new URL(baseURL).port) + 3);
const state = path.join('.cache', `stack-${stackPort}`, 'state');
const FAILING_COMMENT = 'make the webhook fail';

let stack: LocalStack;
let hookServer: Server;
const hookMessages: { text: string }[] = [];

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  hookServer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      let message: { text?: unknown };
      try {
        message = JSON.parse(body) as { text?: unknown };
      } catch {
        message = {};
      }
      if (req.method !== 'POST' || typeof message.text !== 'string') {
        res.statusCode = 400;
        res.end('expected a Slack-style JSON message');
        return;
      }
      hookMessages.push({ text: message.text });
      res.statusCode = message.text.includes(FAILING_COMMENT) ? 500 : 200;
      res.end('ok');
    });
  });
  // Port 0: the system picks a free port, so the stand-in never collides with anything.
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  stack = await startLocalStack({
    port: stackPort,
    dir: 'tests/functions/fixtures/site',
    state,
    vars: {
      FEEDBACK_WEBHOOK_URL: `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hook`,
    },
    timeoutMs: 90_000,
  });
});

test.afterAll(async () => {
  await stack?.stop();
  await new Promise((resolve) => hookServer?.close(resolve));
});

let ipCounter = 0;
function postFeedback(body: string, headers: Record<string, string> = {}) {
  return fetch(`${stack.url}/api/feedback`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': `192.0.2.${++ipCounter}`,
      ...headers,
    },
    body,
  });
}

/**
 * Posts as the reader's outbox does: a 503 (the local database stayed busy;
 * its batch stored and counted nothing) is sent again after its Retry-After.
 */
async function postUntilAnswered(body: string, headers: Record<string, string>) {
  for (let tries = 1; ; tries++) {
    const response = await postFeedback(body, headers);
    if (response.status !== 503 || tries >= 5) return response;
    await new Promise((resolve) =>
      setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000),
    );
  }
}

async function storedRows(where: string) {
  return queryLocalD1<{ id: string; page: string; feedback: string; comment: string | null }>(
    state,
    `SELECT id, page, feedback, comment, country FROM feedback WHERE ${where}`,
  );
}

test('a valid post answers 201 and its row is in D1, forwarded to the webhook', async () => {
  const response = await postFeedback(
    JSON.stringify({
      page: '/docs/tracing/',
      feedback: 'negative',
      comment: '  <b>stack-valid</b> ',
    }),
  );
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  expect(await storedRows(`id = '${id}'`)).toEqual([
    {
      id,
      page: '/docs/tracing',
      feedback: 'negative',
      comment: '<b>stack-valid</b>',
      country: 'US',
    },
  ]);
  await expect
    .poll(() => hookMessages.find((m) => m.text.includes('stack-valid'))?.text)
    .toContain('&lt;b&gt;stack-valid&lt;/b&gt;');
});

test('a failing webhook never loses the stored row', async () => {
  const response = await postFeedback(
    JSON.stringify({ page: '/docs', feedback: 'positive', comment: FAILING_COMMENT }),
  );
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect.poll(() => hookMessages.some((m) => m.text.includes(FAILING_COMMENT))).toBe(true);
  expect(await storedRows(`id = '${id}'`)).toHaveLength(1);
});

test('invalid posts get 400/413/415/405 with a JSON error and store nothing', async () => {
  const cases: [number, Promise<Response>, RegExp][] = [
    [400, postFeedback(JSON.stringify({ page: 'stack-bad', feedback: 'positive' })), /page/],
    // Paths the build has no page for, and a host in disguise.
    [400, postFeedback(JSON.stringify({ page: '/stack-bad', feedback: 'positive' })), /^page/],
    [
      400,
      postFeedback(JSON.stringify({ page: '//stack-bad.example', feedback: 'positive' })),
      /^page/,
    ],
    [
      400,
      postFeedback(
        JSON.stringify({
          page: '/docs',
          feedback: 'negative',
          comment: 'stack-bad\u001b[31m\u0007',
        }),
      ),
      /^comment .*control characters/,
    ],
    [400, postFeedback(JSON.stringify({ page: '/stack-bad', feedback: 'maybe' })), /feedback/],
    [
      400,
      postFeedback(
        JSON.stringify({ page: '/stack-bad', feedback: 'negative', comment: 'c'.repeat(5001) }),
      ),
      /comment/,
    ],
    [400, postFeedback('{"page": "/stack-bad"'), /JSON/],
    [
      413,
      postFeedback(
        JSON.stringify({ page: '/stack-bad', feedback: 'positive', comment: 'x'.repeat(17_000) }),
      ),
      /larger/,
    ],
    [
      415,
      postFeedback(JSON.stringify({ page: '/stack-bad', feedback: 'positive' }), {
        'content-type': 'text/plain',
      }),
      /application\/json/,
    ],
    [405, fetch(`${stack.url}/api/feedback`), /POST/],
    [405, fetch(`${stack.url}/api/feedback`, { method: 'PUT', body: '{}' }), /POST/],
  ];
  for (const [status, pending, message] of cases) {
    const response = await pending;
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  }
  expect(await storedRows(`page LIKE '%stack-bad%' OR comment LIKE '%stack-bad%'`)).toEqual([]);
});

test('one client gets 429 after 30 posts a minute; another client is unaffected', async () => {
  // Windows are wall-clock minutes: start the burst well inside one, so the
  // burst and the post after it share a window.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
  // A retry (or a repeat) starts afresh: its own comment and clients.
  const attempt = test.info().retry;
  const repeat = test.info().repeatEachIndex;
  const comment = `stack-rate-${attempt}-${repeat}`;
  const body = JSON.stringify({ page: '/docs/tracing', feedback: 'positive', comment });
  const client = (n: number) => ({ 'cf-connecting-ip': `198.18.${attempt}.${repeat * 2 + n}` });
  const ip = client(1);
  // A post the busy local database answered 503 counted against nothing: sent again, it is
  // one of the 30 stored or the 5 refused, like any other.
  const statuses = await Promise.all(
    Array.from({ length: 35 }, () => postUntilAnswered(body, ip).then((r) => r.status)),
  );
  // Every status, so that anything else is named.
  expect(statuses.sort()).toEqual([...Array(30).fill(201), ...Array(5).fill(429)]);
  const limited = await postFeedback(body, ip);
  expect(limited.status).toBe(429);
  expect(((await limited.json()) as { error: string }).error).toMatch(/too many/);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await postFeedback(body, client(2))).status).toBe(201);
  expect(await storedRows(`comment = '${comment}'`)).toHaveLength(31);
});

test('continent code comes from request.cf (a fixed placeholder locally)', async () => {
  const response = await fetch(`${stack.url}/api/get-continent-code`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ continentCode: 'NA' });
  expect((await fetch(`${stack.url}/api/get-continent-code`, { method: 'POST' })).status).toBe(405);
});

test('the OG image is a cached 1200×630 PNG, also for hostile input', async () => {
  for (const query of [
    '',
    '?title=Tracing&description=How%20traces%20work&section=Docs',
    `?title=${encodeURIComponent('</svg><script>x</script>'.repeat(300))}&description=%00%01`,
  ]) {
    const response = await fetch(`${stack.url}/api/og${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test('unknown routes get the prerendered 404 page with 404; routes and assets get 200', async () => {
  for (const route of ['/', '/docs', '/docs/tracing', '/assets/app-abc123.js']) {
    expect((await fetch(`${stack.url}${route}`)).status, route).toBe(200);
  }
  for (const route of ['/nowhere', '/docs/nowhere', '/nowhere.png', '/docs.md']) {
    const response = await fetch(`${stack.url}${route}`);
    expect(response.status, route).toBe(404);
    expect(await response.text()).toContain('<div id="root" data-route="/404" data-status="404">');
  }
  const api = await fetch(`${stack.url}/api/nowhere`);
  expect(api.status).toBe(404);
  expect(await api.json()).toEqual({ error: 'no such endpoint: /api/nowhere' });
});

test('malformed paths get a short 400, over-long ones the 404 page; no body names internals', async () => {
  for (const path of ['/docs/tracing%00', '/docs/%E0%A4%A', '/%', '/api/feedback%00']) {
    const response = await fetch(`${stack.url}${path}`);
    expect(response.status, path).toBe(400);
    expect(await response.json()).toEqual({ error: 'bad request: the path is malformed' });
  }
  const long = await fetch(`${stack.url}/${'a'.repeat(300)}`);
  expect(long.status).toBe(404);
  const body = await long.text();
  expect(body).toContain('data-route="/404" data-status="404"');
  expect(body).not.toMatch(/ENAMETOOLONG|node_modules|tests\/functions\/fixtures/);
});

test('security and cache headers come from the generated _headers file', async () => {
  const html = await fetch(`${stack.url}/docs`);
  const csp = html.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(html.headers.get('x-content-type-options')).toBe('nosniff');
  expect(html.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(html.headers.get('permissions-policy')).toContain('camera=()');
  expect(html.headers.get('cache-control')).toBe('no-cache');
  expect((await fetch(`${stack.url}/nowhere`)).headers.get('cache-control')).toBe('no-cache');
  expect((await fetch(`${stack.url}/_content/manifest.json`)).headers.get('cache-control')).toBe(
    'no-cache',
  );
  for (const asset of [
    '/assets/app-abc123.js',
    '/_content/b1/page-map.en.json',
    '/_content/assets/0123456789abcdef.png',
  ]) {
    expect((await fetch(`${stack.url}${asset}`)).headers.get('cache-control'), asset).toBe(
      'public, max-age=31536000, immutable',
    );
  }
});

test('Markdown twins: .md is text/markdown, Accept: text/markdown gets the twin', async () => {
  const twin = await fetch(`${stack.url}/docs/tracing.md`);
  expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  const negotiated = await fetch(`${stack.url}/docs/tracing`, {
    headers: { accept: 'text/markdown' },
  });
  expect(negotiated.status).toBe(200);
  expect(negotiated.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  expect(await negotiated.text()).toContain('# Tracing');
});
