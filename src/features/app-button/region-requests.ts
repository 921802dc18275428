import type { CloudRegion } from '../../../config/site';

/** The cloud app's session endpoint on each region host. */
export const SESSION_PATH = '/api/auth/session';
/** Our own edge function (functions/api/get-continent-code.ts). */
export const CONTINENT_ENDPOINT = '/api/get-continent-code';

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/**
 * GET {host}/api/auth/session with the visitor's cookies, cross-origin.
 * Signed in only when the answer carries a `user` object; any failure is
 * "signed out". An abort rejects (with an AbortError) so the caller can ignore it.
 */
export async function checkRegionSession(
  region: CloudRegion,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(`${region.url.replace(/\/+$/, '')}${SESSION_PATH}`, {
      credentials: 'include',
      mode: 'cors',
      signal,
    });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    const user = (body as { user?: unknown } | null)?.user;
    return typeof user === 'object' && user !== null;
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    return false;
  }
}

/** The visitor's two-letter continent code, or null when the lookup fails. */
export async function fetchContinentCode(
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const response = await fetchImpl(CONTINENT_ENDPOINT, { signal });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const code = (body as { continentCode?: unknown } | null)?.continentCode;
    return typeof code === 'string' && code.trim() !== '' ? code.trim().toUpperCase() : null;
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    return null;
  }
}
