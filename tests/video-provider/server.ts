/**
 * A loopback stand-in for the video stream provider (SPEC.md §7 "Video
 * streams"), serving the committed fixture under tests/fixtures/video/ with
 * the provider's URL scheme (config/video.ts):
 *
 *   GET /{id}.m3u8                    master playlist (two renditions)
 *   GET /{id}/{rendition}/{file}      rendition playlists and fMP4 segments
 *   GET|HEAD /{id}/thumbnail.jpg?time=S   poster thumbnail
 *   GET /{id}/text/{lang}.vtt         WebVTT captions (en, de)
 *
 * Every id serves the same stream, except ids starting with "missing-" (404).
 * Cross-origin like a CDN: `Access-Control-Allow-Origin: *`.
 *
 *   tsx tests/video-provider/server.ts --port 8955
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const fixtureDir = path.resolve(import.meta.dirname, '../fixtures/video');

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt; charset=utf-8',
};

const ID = '([A-Za-z0-9_-]+)';
const routes: [RegExp, (match: RegExpMatchArray) => string][] = [
  [new RegExp(`^/${ID}\\.m3u8$`), () => 'stream/master.m3u8'],
  [
    new RegExp(`^/${ID}/(240p|144p)/([a-z0-9_]+\\.(?:m3u8|m4s|mp4))$`),
    (m) => `stream/${m[2]}/${m[3]}`,
  ],
  [new RegExp(`^/${ID}/thumbnail\\.jpg$`), () => 'thumbnail.jpg'],
  [new RegExp(`^/${ID}/text/([a-z]{2})\\.vtt$`), (m) => `captions/${m[2]}.vtt`],
];

/** The master playlist lists renditions relative to itself; give them the video's folder. */
function masterFor(id: string, text: string): string {
  return text.replace(/^(240p|144p)\/stream\.m3u8$/gm, `${id}/$1/stream.m3u8`);
}

export function startVideoProvider(port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cache-Control', 'no-store');
    if (url.pathname === '/health') {
      response.end('ok');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end();
      return;
    }
    for (const [pattern, file] of routes) {
      const match = url.pathname.match(pattern);
      if (!match) continue;
      const id = match[1];
      if (id.startsWith('missing-')) break;
      if (
        file(match) === 'thumbnail.jpg' &&
        !/^\d+(\.\d+)?$/.test(url.searchParams.get('time') ?? '')
      ) {
        response.writeHead(400, { 'Content-Type': 'text/plain' }).end('time must be seconds');
        return;
      }
      try {
        let body: Buffer | string = await readFile(path.join(fixtureDir, file(match)));
        if (file(match) === 'stream/master.m3u8') body = masterFor(id, body.toString('utf8'));
        response.writeHead(200, {
          'Content-Type': TYPES[path.extname(file(match))] ?? 'application/octet-stream',
          'Content-Length': Buffer.byteLength(body),
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      } catch {
        response.writeHead(404).end();
      }
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8955' } } });
  const server = await startVideoProvider(Number(values.port));
  console.log(`video provider stand-in on http://127.0.0.1:${values.port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
