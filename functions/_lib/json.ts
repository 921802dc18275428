/** JSON responses: every endpoint answers JSON, errors as {"error": "..."}. */

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
  for (const [name, value] of new Headers(headers)) response.headers.set(name, value);
  return response;
}

export function jsonError(status: number, error: string, headers: HeadersInit = {}): Response {
  return json({ error }, status, headers);
}

export function methodNotAllowed(allowed: readonly string[]): Response {
  return jsonError(405, `method not allowed; use ${allowed.join(' or ')}`, {
    allow: allowed.join(', '),
  });
}
