/**
 * Agent-facing responses: page and Markdown-twin headers that point agents at
 * the twin, and a per-day count of what agents fetch (twins, llms.txt, MCP
 * tools) in D1. Counts only: no address, agent string or path is stored.
 */
import { markdownTwinPath } from './site-routes';

export type AgentUsageKind = 'markdown' | 'llms.txt' | 'llms-full.txt' | `mcp:${string}`;

/** `Link` to a route's Markdown twin, for page and twin responses. */
export function twinLinkHeader(route: string): Record<string, string> {
  return { link: `<${markdownTwinPath(route)}>; rel="alternate"; type="text/markdown"` };
}

/** The page route of a twin path: /docs/tracing.md → /docs/tracing, /index.md → /. */
export function routeOfTwin(pathname: string): string {
  const route = pathname.slice(0, -'.md'.length);
  return route === '/index' ? '/' : route;
}

/** What a static request counts as, if anything. */
export function staticUsageKind(pathname: string): AgentUsageKind | null {
  if (pathname === '/llms.txt') return 'llms.txt';
  if (pathname === '/llms-full.txt') return 'llms-full.txt';
  if (pathname.endsWith('.md') && !pathname.startsWith('/_source/')) return 'markdown';
  return null;
}

export function usageDay(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Adds one to today's count of a kind; never fails the request it counts. */
export async function countAgentUsage(db: D1Database, kind: AgentUsageKind): Promise<void> {
  try {
    await db
      .prepare(
        `INSERT INTO agent_usage (day, kind, hits) VALUES (?1, ?2, 1)
         ON CONFLICT (day, kind) DO UPDATE SET hits = hits + 1`,
      )
      .bind(usageDay(), kind)
      .run();
  } catch (error) {
    console.warn(JSON.stringify({ event: 'agent-usage.count-failed', message: String(error) }));
  }
}

/** Shared conversations are app routes outside the bundle: their function decides the status. */
export function isSharedConversationPath(pathname: string): boolean {
  return /^\/docs\/ask-ai\/[^/]+\/?$/.test(pathname);
}
