import { createPagesEventContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { onRequest, onRequestPost } from '../../functions/api/ask-ai';
import { answerText, parseEvents } from './sse';

const URL_ = 'https://site.test/api/ask-ai';
let ipCounter = 0;

type Handler = PagesFunction<Cloudflare.Env>;

/** Calls the endpoint; `vars` overrides environment variables (e.g. no model). */
async function ask(
  body: BodyInit | null,
  init: { type?: string; ip?: string; vars?: Partial<Cloudflare.Env> } = {},
): Promise<Response> {
  const headers = new Headers({ 'content-type': init.type ?? 'application/json' });
  headers.set('cf-connecting-ip', init.ip ?? `198.51.100.${++ipCounter}`);
  const request = new Request(URL_, { method: 'POST', headers, body });
  const context = createPagesEventContext<Handler>({
    request: request as Request<unknown, IncomingRequestCfProperties>,
    params: {},
    data: {},
  });
  const response = await (onRequestPost as Handler)({ ...context, env: { ...env, ...init.vars } });
  await waitOnExecutionContext(context);
  return response;
}

const question = (content: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ messages: [{ role: 'user', content }], ...extra });

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM rate_limits').run();
});

describe('POST /api/ask-ai', () => {
  it('streams sources, then the model answer with checked links, then done', async () => {
    const response = await ask(question('How does the observe decorator work?'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseEvents(await response.text());
    expect(events[0].event).toBe('sources');
    const sources = events[0].data.sources as { route: string; anchor: string; n: number }[];
    expect(sources[0]).toMatchObject({ n: 1, route: '/docs/tracing', anchor: 'decorator' });
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
    const text = answerText(events);
    expect(text).toContain('[the guide](/docs/tracing#decorator)');
    expect(text).toContain('first section [1]');
    // The invented page and the citation with no source lose their links; code is untouched.
    expect(text).toContain('or an invented page.');
    expect(text).not.toContain('no-such-page');
    expect(text).not.toContain('[9]');
    expect(text).toContain('print(values[0])');
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data).toEqual({ mode: 'model', removedLinks: ['/docs/no-such-page', '[9]'] });
  });

  it('answers from retrieval alone when no model is configured', async () => {
    const response = await ask(question('flush events before exit'), {
      vars: { ASK_AI_BASE_URL: '' },
    });
    const events = parseEvents(await response.text());
    const text = answerText(events);
    expect(text).toMatch(/^No language model is configured/);
    expect(text).toContain('](/docs/tracing#flushing)');
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { mode: 'retrieval' } });
  });

  it('falls back to retrieval when the model fails before answering', async () => {
    const events = parseEvents(await (await ask(question('decorator [[down]]'))).text());
    expect(answerText(events)).toMatch(/^The language model is not available right now/);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { mode: 'retrieval' } });
  });

  it('ends with an error event when the model breaks mid-stream', async () => {
    const events = parseEvents(await (await ask(question('decorator [[break]]'))).text());
    expect(answerText(events)).toContain('The answer starts');
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'model_failed' } });
    expect(events.some((e) => e.event === 'done')).toBe(false);
  });

  it('aborts the model call when the reader cancels the stream', async () => {
    const id = `cancel-${Date.now()}`;
    const response = await ask(question(`decorator [[slow:${id}]]`));
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let seen = '';
    while (!seen.includes('word1 ')) seen += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    const statusUrl = env.ASK_AI_BASE_URL?.replace(/\/v1$/, `/status/${id}`) as string;
    await expect
      .poll(async () => ((await (await fetch(statusUrl)).json()) as { aborted: boolean }).aborted)
      .toBe(true);
  });

  it.each([
    ['not JSON', 'hello', 'text/plain', 415],
    ['malformed JSON', '{', 'application/json', 400],
    ['no messages', '{}', 'application/json', 400],
    ['empty messages', '{"messages":[]}', 'application/json', 400],
    ['bad role', '{"messages":[{"role":"system","content":"x"}]}', 'application/json', 400],
    ['blank content', '{"messages":[{"role":"user","content":"  "}]}', 'application/json', 400],
    [
      'answer last',
      '{"messages":[{"role":"user","content":"a"},{"role":"assistant","content":"b"}]}',
      'application/json',
      400,
    ],
    ['bad locale', question('x', { locale: '<script>' }), 'application/json', 400],
    ['message too long', question('x'.repeat(2001)), 'application/json', 413],
    ['body too large', question('x'.repeat(300_000)), 'application/json', 413],
  ])('rejects %s with a JSON error', async (_name, body, type, status) => {
    const response = await ask(body, { type });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await response.json<{ error: string }>()).error).toBeTruthy();
  });

  it('accepts 20 turns and rejects 21', async () => {
    const turns = (n: number) =>
      JSON.stringify({
        messages: Array.from({ length: n * 2 - 1 }, (_, i) => ({
          role: i % 2 ? 'assistant' : 'user',
          content: `turn ${i}`,
        })),
      });
    const ok = await ask(turns(20), { vars: { ASK_AI_BASE_URL: '' } });
    expect(ok.status).toBe(200);
    await ok.text();
    const tooMany = await ask(turns(21));
    expect(tooMany.status).toBe(413);
    expect((await tooMany.json<{ error: string }>()).error).toMatch(/20 turns/);
  });

  it('limits questions per client per minute, counted in D1', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) {
      const response = await ask(question('trace'), { ip, vars: { ASK_AI_BASE_URL: '' } });
      expect(response.status).toBe(200);
      await response.text();
    }
    const limited = await ask(question('trace'), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const { results } = await env.DB.prepare('SELECT hits FROM rate_limits').all<{
      hits: number;
    }>();
    expect(results).toEqual([{ hits: 6 }]);
  });

  it('answers 405 with Allow for other methods', async () => {
    const context = createPagesEventContext<Handler>({
      request: new Request(URL_, { method: 'GET' }) as Request<
        unknown,
        IncomingRequestCfProperties
      >,
      params: {},
      data: {},
    });
    const response = await (onRequest as Handler)(context);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
