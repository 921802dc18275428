import type { Page } from '@playwright/test';

/** The locale's two search chunks: the head (titles, headings, snippets) and the full text. */
export const SEARCH_CHUNKS = /\/_content\/[^/]+\/search\/en-US(\.head)?\.json$/;

/** Holds both search chunks of the page's locale until the returned function is called. */
export async function holdSearchChunks(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SEARCH_CHUNKS, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
