import { env } from 'cloudflare:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as mcp from '../../functions/api/mcp';
import { callFunction } from './call-function';

const ORIGIN = 'https://site.test';

/** The official MCP client, with its HTTP requests served by the function in workerd. */
async function connect(): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${ORIGIN}/api/mcp`), {
    fetch: (input, init) => callFunction(mcp.onRequest, new Request(input, init)),
  });
  const client = new Client({ name: 'docs-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  const [first] = result.content as { type: string; text: string }[];
  expect(first.type).toBe('text');
  return first.text;
}

let client: Client;

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM agent_usage').run();
  client = await connect();
});

afterEach(async () => {
  await client.close();
});

describe('/api/mcp', () => {
  it('lists the search_docs and get_page tools with their input schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_page', 'search_docs']);
    const search = tools.find((tool) => tool.name === 'search_docs');
    expect(search?.inputSchema.required).toEqual(['query']);
    expect(Object.keys(search?.inputSchema.properties ?? {}).sort()).toEqual([
      'limit',
      'locale',
      'query',
    ]);
  });

  it('search_docs returns the sections that match, with links to them', async () => {
    const result = await client.callTool({ name: 'search_docs', arguments: { query: 'trace' } });
    expect(result.isError).toBeFalsy();
    const body = JSON.parse(text(result)) as {
      locale: string;
      results: { title: string; route: string; url: string; snippet: string }[];
    };
    expect(body.locale).toBe('en');
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results[0].route).toBe('/docs/tracing');
    expect(body.results[0].url.startsWith(`${ORIGIN}/docs/tracing`)).toBe(true);
    expect(body.results[0].snippet.length).toBeGreaterThan(0);
    expect(result.structuredContent).toEqual(body);

    const limited = await client.callTool({
      name: 'search_docs',
      arguments: { query: 'flush before exit', limit: 1 },
    });
    const top = JSON.parse(text(limited)) as { results: { url: string }[] };
    expect(top.results).toHaveLength(1);
    expect(top.results[0].url).toBe(`${ORIGIN}/docs/tracing#flushing`);
  });

  it('search_docs reports an empty query as a tool error', async () => {
    const result = await client.callTool({ name: 'search_docs', arguments: { query: ' ' } });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/query must be a non-empty query/);
  });

  it('get_page returns the Markdown twin of a page, by route or URL', async () => {
    for (const path of ['/docs/tracing', `${ORIGIN}/docs/tracing`, '/docs/tracing.md']) {
      const result = await client.callTool({ name: 'get_page', arguments: { path } });
      expect(result.isError).toBeFalsy();
      expect(text(result).startsWith('# Tracing\n')).toBe(true);
    }
  });

  it('get_page reports an unknown path as a tool error', async () => {
    const result = await client.callTool({
      name: 'get_page',
      arguments: { path: '/docs/no-such-page' },
    });
    expect(result.isError).toBe(true);
    expect(text(result)).toBe(
      'no page at "/docs/no-such-page"; use search_docs to find page routes',
    );
  });

  it('counts each tool call per day in D1', async () => {
    await client.callTool({ name: 'search_docs', arguments: { query: 'trace' } });
    await client.callTool({ name: 'search_docs', arguments: { query: 'flush' } });
    await client.callTool({ name: 'get_page', arguments: { path: '/docs/tracing' } });
    await client.listTools();
    const { results } = await env.DB.prepare('SELECT * FROM agent_usage ORDER BY kind').all();
    const day = new Date().toISOString().slice(0, 10);
    expect(results).toEqual([
      { day, kind: 'mcp:get_page', hits: 1 },
      { day, kind: 'mcp:search_docs', hits: 2 },
    ]);
  });
});
