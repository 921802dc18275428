/**
 * The four places a reader or an agent searches the documentation, each run
 * by its own code over a built bundle: the navbar's engine, GET
 * /api/search-docs's core, the MCP `search_docs` tool (through an MCP client)
 * and the assistant's sources as /api/ask-ai retrieves them (no embeddings
 * endpoint, so the lexical ranking alone). The edge code reads the bundle
 * through an assets binding served from the bundle's folder.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { SearchChunk } from '../../build-content/bundle-format';
import { retrieveSections } from '../../functions/_lib/assistant/hybrid-retrieval';
import { loadRetriever } from '../../functions/_lib/assistant/load-retriever';
import { searchDocs } from '../../functions/_lib/assistant/search-docs';
import type { Env } from '../../functions/_lib/env';
import { createDocsServer } from '../../functions/_lib/mcp/docs-server';
import { buildSearchIndex, type SearchEngine } from '../../src/features/search/engine';

export const SURFACES = ['navbar', 'search-docs', 'mcp', 'assistant'] as const;
export type Surface = (typeof SURFACES)[number];

const ORIGIN = 'https://docs.test';

/** A static assets binding over a bundle folder, as Pages serves it. */
function assetsOf(bundleDir: string): Fetcher {
  return {
    fetch: async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      try {
        const body = readFileSync(path.join(bundleDir, decodeURIComponent(url.pathname)));
        return new Response(body, { headers: { 'content-type': 'application/json' } });
      } catch {
        return new Response('not found', { status: 404 });
      }
    },
    connect: () => {
      throw new Error('not supported');
    },
  } as unknown as Fetcher;
}

/** Routes each surface lists for a question, best first, each page once. */
export type SurfaceSearch = (question: string, locale: string) => Promise<string[]>;

const unique = (routes: string[]) => [...new Set(routes)];

export async function searchSurfaces(bundleDir: string): Promise<Record<Surface, SurfaceSearch>> {
  const assets = assetsOf(bundleDir);
  // MCP counts its tool calls in D1: here in a database that keeps nothing.
  const DB = { prepare: () => ({ bind: () => ({ run: async () => ({}) }) }) };
  const env = { ASSETS: assets, DB } as unknown as Env;
  const engines = new Map<string, SearchEngine>();
  const navbarEngine = async (locale: string) => {
    let engine = engines.get(locale);
    if (!engine) {
      const { buildId } = JSON.parse(
        readFileSync(path.join(bundleDir, '_content', 'manifest.json'), 'utf8'),
      ) as { buildId: string };
      const file = path.join(bundleDir, '_content', buildId, 'search', `${locale}.json`);
      engine = await buildSearchIndex(JSON.parse(readFileSync(file, 'utf8')) as SearchChunk);
      engines.set(locale, engine);
    }
    return engine;
  };
  const mcp = new Client({ name: 'eval', version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer({ env, origin: ORIGIN, waitUntil: () => {} }).connect(serverSide);
  await mcp.connect(clientSide);

  return {
    navbar: async (question, locale) =>
      (await navbarEngine(locale)).search(question).map((hit) => hit.route),
    'search-docs': async (question, locale) => {
      const outcome = await searchDocs(assets, ORIGIN, question, { locale, limit: 5 });
      if (!outcome.ok) throw new Error(outcome.error);
      return unique(outcome.results.map((result) => result.route));
    },
    mcp: async (question, locale) => {
      const result = await mcp.callTool({
        name: 'search_docs',
        arguments: { query: question, locale, limit: 5 },
      });
      const body = result.structuredContent as { results: { route: string }[] };
      return unique(body.results.map((entry) => entry.route));
    },
    assistant: async (question, locale) => {
      const retriever = await loadRetriever(assets, ORIGIN, locale);
      if (!retriever) throw new Error(`no assistant data for ${locale}`);
      const sources = await retrieveSections(env, ORIGIN, retriever, question, 5);
      return unique(sources.map((source) => source.route));
    },
  };
}
