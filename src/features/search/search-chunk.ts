/** How a locale's search chunk is fetched, by the page or the search worker. */
export async function fetchChunk(url: string): Promise<Response> {
  const response = await fetch(url);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('json') || !response.body)
    throw new Error(`search index: ${response.status}`);
  return response;
}

/**
 * Both chunks of a locale, requested together: the head (titles, headings,
 * snippets) answers first; the full chunk's section text follows. A missing
 * head (a bundle without one) leaves the full chunk to do both.
 */
export async function fetchChunks(
  url: string,
  headUrl: string | undefined,
): Promise<{ head: Response | null; full: Promise<Response> }> {
  const full = fetchChunk(url);
  // Read (and its failure reported) by whoever indexes section text.
  full.catch(() => {});
  const head = headUrl ? await fetchChunk(headUrl).catch(() => null) : null;
  return { head, full };
}
