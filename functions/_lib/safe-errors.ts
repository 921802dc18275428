/**
 * The middleware's own error answers, and the guard that keeps internals out of
 * every error body: a failing function or asset lookup can carry a file path,
 * a stack or a runtime message, and none of that may reach a client.
 */
import { jsonError } from './json';

export function badPath(): Response {
  return jsonError(400, 'bad request: the path is malformed');
}

export function internalError(status = 500): Response {
  return jsonError(status, 'internal error; try again later');
}

/**
 * A 5xx that is not one of our JSON answers (functions answer JSON; the
 * prerendered /500 page is served with 200) comes from the runtime or the
 * asset server: its body is replaced, its status kept.
 */
export function withoutInternals(response: Response): Response {
  if (response.status < 500) return response;
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) return response;
  return internalError(response.status);
}

/** Logs a thrown error (logs stay on the server) and answers the generic 500. */
export function failed(error: unknown): Response {
  console.error(
    JSON.stringify({
      event: 'request.failed',
      message: error instanceof Error ? error.message : String(error),
    }),
  );
  return internalError();
}
