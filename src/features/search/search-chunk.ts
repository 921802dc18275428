/** How a locale's search chunk is fetched, by the page or the search worker. */
export async function fetchChunk(url: string): Promise<Response> {
  const response = await fetch(url);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('json') || !response.body)
    throw new Error(`search index: ${response.status}`);
  return response;
}
