/** Cloudflare's continent codes (request.cf.continent). */
const CONTINENTS = new Set(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']);

const DEFAULT_CONTINENT_HEADER = 'x-continent-code';

function normalise(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return CONTINENTS.has(code) ? code : null;
}

/** The request's continent from request.cf, else from the fallback header, else null. */
export function continentOf(request: Request, headerName?: string): string | null {
  const cf = request.cf as { continent?: unknown } | undefined;
  return (
    normalise(cf?.continent) ??
    normalise(request.headers.get(headerName || DEFAULT_CONTINENT_HEADER))
  );
}
