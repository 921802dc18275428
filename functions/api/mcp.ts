/**
 * /api/mcp: a Model Context Protocol server over Streamable HTTP, so coding
 * agents can search and read the documentation. Stateless with JSON
 * responses: every POST carries its own JSON-RPC exchange.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Env } from '../_lib/env';
import { createDocsServer } from '../_lib/mcp/docs-server';

export const onRequest: PagesFunction<Env> = async ({ request, env, waitUntil }) => {
  const server = createDocsServer({ env, origin: new URL(request.url).origin, waitUntil });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  return transport.handleRequest(request);
};
