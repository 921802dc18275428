/** How a locale's search chunk is fetched, by the page or the search worker. */
export async function fetchChunk(url: string): Promise<Response> {
  const response = await fetch(url);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('json') || !response.body)
    throw new Error(`search index: ${response.status}`);
  return response;
}

/**
 * The head (titles, headings, snippets) of a locale's chunks, and a loader
 * for the full chunk's section text. The head is requested alone, and the
 * full chunk only when its reader asks (after the head is read): the two
 * would otherwise share the connection, and the head, which the first
 * answer waits for, would arrive later. A missing head (a bundle without
 * one) leaves the full chunk to do both.
 */
export async function fetchChunks(
  url: string,
  headUrl: string | undefined,
): Promise<{ head: Response | null; loadFull: () => Promise<Response> }> {
  let full: Promise<Response> | undefined;
  const loadFull = () => {
    full ??= fetchChunk(url);
    return full;
  };
  const head = headUrl ? await fetchChunk(headUrl).catch(() => null) : null;
  return { head, loadFull };
}
