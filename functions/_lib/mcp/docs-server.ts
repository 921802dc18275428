/**
 * The documentation MCP server: `search_docs` over the assistant's retrieval
 * and `get_page` for a page's Markdown twin. One server per request, because
 * the endpoint is stateless (no sessions to keep between isolates).
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { type AgentUsageKind, countAgentUsage } from '../agent-usage';
import { SEARCH_LIMITS, searchDocs } from '../assistant/search-docs';
import type { Env } from '../env';
import { readPageMarkdown } from './page-markdown';

export const MCP_SERVER_INFO = { name: 'docs', version: '1.0.0' } as const;

export interface DocsServerContext {
  env: Env;
  origin: string;
  /** Keeps the usage count alive after the response is sent. */
  waitUntil: (promise: Promise<unknown>) => void;
}

function toolError(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

export function createDocsServer({ env, origin, waitUntil }: DocsServerContext): McpServer {
  const server = new McpServer(MCP_SERVER_INFO);
  const count = (kind: AgentUsageKind) => waitUntil(countAgentUsage(env.DB, kind));

  server.registerTool(
    'search_docs',
    {
      title: 'Search the documentation',
      description:
        'Finds the documentation sections that best answer a query. Returns each section with its page title, route, a link to the section and a text snippet.',
      inputSchema: {
        query: z.string().describe('What to look for, in words or code identifiers'),
        locale: z
          .string()
          .optional()
          .describe('Documentation locale, e.g. "en"; default locale if omitted'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(SEARCH_LIMITS.maxResults)
          .optional()
          .describe(`How many sections to return (default ${SEARCH_LIMITS.defaultResults})`),
      },
    },
    async ({ query, locale, limit }) => {
      count('mcp:search_docs');
      const outcome = await searchDocs(env.ASSETS, origin, query, { locale, limit });
      if (!outcome.ok) return toolError(outcome.error.replace(/^q /, 'query '));
      const results = outcome.results.map(({ title, route, heading, url, snippet }) => ({
        title,
        route,
        heading,
        url,
        snippet,
      }));
      return {
        content: [
          { type: 'text', text: JSON.stringify({ locale: outcome.locale, results }, null, 2) },
        ],
        structuredContent: { locale: outcome.locale, results },
      };
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a documentation page',
      description:
        'Returns the full Markdown of one page of the site, given its path such as "/docs/tracing" (a full URL of the site works too).',
      inputSchema: {
        path: z.string().describe('Page route, e.g. "/docs/tracing"'),
      },
    },
    async ({ path }) => {
      count('mcp:get_page');
      const page = await readPageMarkdown(env.ASSETS, origin, path);
      if (!page.ok) return toolError(page.error);
      return { content: [{ type: 'text', text: page.markdown }] };
    },
  );

  return server;
}
