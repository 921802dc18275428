import { SourceConfigError, SourceFetchError, SourceNotFoundError } from './copy-errors';
import { sourceCandidates } from './source-candidates';

/**
 * Fetches all four candidates in parallel; the first that succeeds wins.
 * All 404 → SourceNotFoundError; anything else failing → SourceFetchError.
 */
export async function fetchPageSource(
  sourceBase: string,
  pathname: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  if (!sourceBase.trim()) throw new SourceConfigError();
  const attempts = sourceCandidates(sourceBase, pathname).map((url) => fetchOne(url, fetchImpl));
  try {
    return await Promise.any(attempts);
  } catch (error) {
    const reasons = error instanceof AggregateError ? error.errors : [error];
    if (reasons.every((reason) => reason instanceof SourceNotFoundError)) {
      throw new SourceNotFoundError();
    }
    const first = reasons.find((reason) => !(reason instanceof SourceNotFoundError));
    throw new SourceFetchError(first instanceof Error ? first.message : String(first));
  }
}

async function fetchOne(url: string, fetchImpl: typeof fetch): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'text/markdown, text/plain, */*' } });
  } catch (error) {
    throw new SourceFetchError(error instanceof Error ? error.message : String(error));
  }
  if (response.status === 404) throw new SourceNotFoundError();
  if (!response.ok) throw new SourceFetchError(`${url} answered ${response.status}`);
  // A same-origin host may answer a missing file with its HTML app shell: not a source.
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    throw new SourceNotFoundError();
  }
  return response.text();
}
