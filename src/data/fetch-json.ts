/** Thrown when a bundle file does not exist (404, or the SPA fallback answered with HTML). */
export class NotFoundError extends Error {
  constructor(url: string) {
    super(`Not found: ${url}`);
    this.name = 'NotFoundError';
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof NotFoundError;
}

export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal });
  if (response.status === 404) throw new NotFoundError(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  // A static host answers unknown paths with the app's index.html: that is a miss, not a page.
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new NotFoundError(url);
  return (await response.json()) as T;
}
