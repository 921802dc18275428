/**
 * A loopback stand-in for an OpenAI-compatible chat completions API, for
 * tests: it streams `chat.completion.chunk` events the way hosted and local
 * servers (OpenAI, Ollama, llama.cpp) do. What it answers depends on the last
 * user message, so parallel tests never share state:
 *   [[down]]      → 500 before any byte
 *   [[break]]     → two deltas, then the connection is destroyed mid-stream
 *   [[break-once:ID]] → as [[break]] the first time ID is seen, normal after
 *   [[slow:ID]]   → a delta every 250 ms for a minute; GET /status/ID tells
 *                   whether the caller aborted
 *   anything else → a short Markdown answer citing [1], linking the first
 *                   section path of the system prompt and an invented page
 *
 * It also answers `POST /v1/embeddings` with deterministic vectors
 * (fake-embeddings.ts); the model name "fail" gets a 500.
 *
 *   tsx tests/support/fake-model-server.ts --port 8965
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { fakeEmbedding } from './fake-embeddings.ts';

interface ChatBody {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: string }[];
}

const status = new Map<string, { aborted: boolean; finished: boolean }>();
const brokenOnce = new Set<string>();
export const requests: ChatBody[] = [];
/** Every embeddings request's inputs, in arrival order. */
export const embeddingRequests: string[][] = [];

function chunk(text: string): string {
  const body = {
    id: 'chatcmpl-loopback',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'loopback',
    choices: [{ index: 0, delta: { content: text }, finish_reason: null }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer for ordinary questions, split into word-sized deltas. */
export function scriptedAnswer(system: string): string[] {
  const path = /\((\/[^)\s]*)\)\n/.exec(system)?.[1] ?? '/';
  const text =
    `According to the documentation, this is covered in the first section [1]. ` +
    `Read [the guide](${path}) for details, or [an invented page](/docs/no-such-page). ` +
    'A stray citation [9] is dropped.\n\n```python\nvalues = [1, 2]\nprint(values[0])\n```\n\n' +
    '| step | what |\n| --- | --- |\n| 1 | install the SDK |\n';
  return text.match(/\S*\s*/g)?.filter(Boolean) ?? [text];
}

async function answer(body: ChatBody, req: IncomingMessage, res: ServerResponse) {
  const last = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';
  const system = body.messages?.find((m) => m.role === 'system')?.content ?? '';
  if (last.includes('[[down]]')) {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'model overloaded' } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  const once = /\[\[break-once:([\w-]+)\]\]/.exec(last)?.[1];
  const breakNow = once !== undefined && !brokenOnce.has(once);
  if (once) brokenOnce.add(once);
  if (last.includes('[[break]]') || breakNow) {
    res.write(chunk('The answer starts '));
    await wait(50);
    res.write(chunk('and then '));
    await wait(50);
    res.socket?.destroy();
    return;
  }
  const slow = /\[\[slow:([\w-]+)\]\]/.exec(last)?.[1];
  if (slow) {
    const state = { aborted: false, finished: false };
    status.set(slow, state);
    req.socket.on('close', () => {
      if (!state.finished) state.aborted = true;
    });
    for (let i = 0; i < 240 && !state.aborted; i++) {
      res.write(chunk(`word${i} `));
      await wait(250);
    }
    state.finished = true;
    res.end('data: [DONE]\n\n');
    return;
  }
  for (const piece of scriptedAnswer(system)) {
    res.write(chunk(piece));
    await wait(15);
  }
  res.end('data: [DONE]\n\n');
}

export function startFakeModel(port = 0): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/health') {
      res.end('ok');
      return;
    }
    const statusMatch = /^\/status\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && statusMatch) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status.get(statusMatch[1]) ?? null));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/v1/chat/completions') {
      let raw = '';
      req.on('data', (data) => {
        raw += data;
      });
      req.on('end', () => {
        const body = JSON.parse(raw) as ChatBody;
        requests.push(body);
        answer(body, req, res).catch(() => res.destroy());
      });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/v1/embeddings') {
      let raw = '';
      req.on('data', (data) => {
        raw += data;
      });
      req.on('end', () => {
        const body = JSON.parse(raw) as { model?: string; input?: string | string[] };
        const inputs = typeof body.input === 'string' ? [body.input] : (body.input ?? []);
        embeddingRequests.push(inputs);
        if (body.model === 'fail') {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end('{"error":{"message":"embeddings are down"}}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            object: 'list',
            model: body.model,
            data: inputs.map((input, index) => ({
              object: 'embedding',
              index,
              embedding: fakeEmbedding(input),
            })),
          }),
        );
      });
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${actual}/v1` });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8965' } } });
  const { url } = await startFakeModel(Number(values.port));
  console.log(`fake model on ${url}`);
}
