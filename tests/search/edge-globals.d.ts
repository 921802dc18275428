/**
 * The Workers runtime's global types that the edge's search code names, for
 * running it in Node (search-surfaces.ts); in functions/ they come from
 * @cloudflare/workers-types (functions/tsconfig.json).
 */
interface Fetcher {
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
}

interface D1Database {
  prepare(query: string): {
    bind(...values: unknown[]): { run(): Promise<unknown> };
  };
}
