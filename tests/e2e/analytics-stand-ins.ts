/**
 * Loopback stand-ins for the two third-party services the site reports to:
 * a PostHog-compatible capture API and a HubSpot-style CRM tracking script.
 * Both record every request they receive, so a test can assert on what the
 * browser really sent (and on nothing being sent at all).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

export interface CapturedEvent {
  event: string;
  properties: Record<string, unknown>;
}

export interface StandIn {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export interface PosthogStandIn extends StandIn {
  events: CapturedEvent[];
  /** Bodies that could not be decoded: a test fails on any. */
  undecodable: string[];
}

export interface CrmStandIn extends StandIn {
  /** Page views the tracking script reported, as paths (pathname + search). */
  pageviews: string[];
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Decodes a capture body the ways posthog-js encodes it: gzip (`compression=gzip-js`,
 * recognised by its magic bytes), `data=<base64>` form bodies (`compression=base64`,
 * used by sendBeacon), or plain JSON. The payload is one event, an array of events,
 * or `{api_key, batch: [...]}`.
 */
export function decodeCaptureBody(body: Buffer, query: URLSearchParams): CapturedEvent[] {
  let text: string;
  if (body[0] === 0x1f && body[1] === 0x8b) text = gunzipSync(body).toString('utf8');
  else text = body.toString('utf8');
  if (text.startsWith('data=')) {
    const data = decodeURIComponent(text.slice(5).replace(/\+/g, ' '));
    text =
      query.get('compression') === 'base64' || !/^[[{]/.test(data)
        ? Buffer.from(data, 'base64').toString('utf8')
        : data;
  } else if (query.get('compression') === 'base64') {
    text = Buffer.from(text, 'base64').toString('utf8');
  }
  const payload: unknown = JSON.parse(text);
  const list = Array.isArray(payload)
    ? payload
    : payload &&
        typeof payload === 'object' &&
        Array.isArray((payload as { batch?: unknown }).batch)
      ? (payload as { batch: unknown[] }).batch
      : [payload];
  return list.map((item) => {
    const { event, properties } = item as { event?: unknown; properties?: unknown };
    if (typeof event !== 'string')
      throw new Error(`capture item without an event name: ${text.slice(0, 200)}`);
    return { event, properties: (properties ?? {}) as Record<string, unknown> };
  });
}

function listen(server: Server, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${port}`));
  });
}

function closer(server: Server): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

const CAPTURE_PATHS = ['/e/', '/i/v0/e/', '/batch/', '/capture/', '/track/', '/engage/', '/s/'];

/** The PostHog API on `port`: remote config, flags (/flags and legacy /decide) and capture. */
export async function startPosthogStandIn(port: number): Promise<PosthogStandIn> {
  const requests: RecordedRequest[] = [];
  const events: CapturedEvent[] = [];
  const undecodable: string[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    // A credentialed cross-origin API: echo the origin, as the real one does.
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-credentials', 'true');
    response.setHeader('access-control-allow-headers', 'content-type');
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    requests.push({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams });
    const json = (value: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (/^\/array\/[^/]+\/config$/.test(url.pathname)) {
      json({
        token: url.pathname.split('/')[2],
        supportedCompression: ['gzip-js', 'base64'],
        hasFeatureFlags: true,
        autocapture_opt_out: true,
        capturePerformance: false,
        sessionRecording: false,
        heatmaps: false,
        surveys: false,
        siteApps: [],
      });
    } else if (url.pathname === '/flags/' || url.pathname === '/flags') {
      json({
        flags: {},
        errorsWhileComputingFlags: false,
        requestId: 'stand-in',
        evaluatedAt: Date.now(),
      });
    } else if (url.pathname === '/decide/' || url.pathname === '/decide') {
      json({
        featureFlags: {},
        featureFlagPayloads: {},
        errorsWhileComputingFlags: false,
        sessionRecording: false,
        supportedCompression: ['gzip-js', 'base64'],
      });
    } else if (
      CAPTURE_PATHS.includes(url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`)
    ) {
      try {
        if (body.length > 0) events.push(...decodeCaptureBody(body, url.searchParams));
      } catch (error) {
        undecodable.push(`${url.pathname}: ${String(error)}`);
      }
      json({ status: 1 });
    } else {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
    }
  });
  const url = await listen(server, port);
  return { url, requests, events, undecodable, close: closer(server) };
}

/**
 * The CRM tracking script, served as `/<id>.js`. Like HubSpot's it replaces the
 * `_hsq` array with a live queue, replays what was queued, counts the page it
 * loads on, and afterwards reports a page view per `trackPageView` at the path
 * last given by `setPath`, with a pixel request to `/__ptq.gif?p=<path>`.
 */
const CRM_SCRIPT = `(function () {
  var base = document.currentScript && new URL(document.currentScript.src).origin;
  var queued = window._hsq || [];
  var path = null;
  var tracking = true;
  function send(p) {
    if (!tracking) return;
    var img = new Image();
    img.src = base + '/__ptq.gif?p=' + encodeURIComponent(p);
  }
  function run(command) {
    if (command[0] === 'setPath') path = command[1];
    else if (command[0] === 'trackPageView') send(path || location.pathname + location.search);
    else if (command[0] === 'doNotTrack') tracking = Boolean(command[1] && command[1].track);
  }
  window._hsq = { push: run };
  for (var i = 0; i < queued.length; i++) run(queued[i]);
  send(path || location.pathname + location.search);
})();`;

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export async function startCrmStandIn(port: number): Promise<CrmStandIn> {
  const requests: RecordedRequest[] = [];
  const pageviews: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams });
    if (/^\/[\w-]+\.js$/.test(url.pathname)) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      response.end(CRM_SCRIPT);
    } else if (url.pathname === '/__ptq.gif') {
      pageviews.push(url.searchParams.get('p') ?? '');
      response.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store' });
      response.end(PIXEL);
    } else {
      response.writeHead(404).end();
    }
  });
  const url = await listen(server, port);
  return { url, requests, pageviews, close: closer(server) };
}

/**
 * The scripts (by URL) that contain the analytics library, whatever their chunk is
 * called: "$pageleave" is an event name only posthog-js carries.
 */
export async function scriptsWithAnalyticsCode(page: Page, urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of new Set(urls)) {
    const body = await (await page.request.get(url)).text();
    if (body.includes('$pageleave')) found.push(url);
  }
  return found;
}
