/**
 * The navbar's own search engine (src/features/search/engine.ts) over a
 * locale's full search chunk, built once per build and locale and kept for
 * the isolate's life: the search page ranks exactly as the navbar does.
 */
import type { SearchChunk } from '../../../build-content/bundle-format';
import { buildSearchIndex, type SearchEngine } from '../../../src/features/search/engine';
import { loadManifest } from '../site-manifest';

const engines = new Map<string, Promise<SearchEngine | null>>();

function navbarEngine(
  assets: Fetcher,
  origin: string,
  buildId: string,
  locale: string,
): Promise<SearchEngine | null> {
  const key = `${buildId}/${locale}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = (async () => {
      const response = await assets.fetch(
        new URL(`/_content/${buildId}/search/${locale}.json`, origin),
      );
      if (!response.ok) return null;
      return buildSearchIndex((await response.json()) as SearchChunk);
    })();
    // A failed load is not kept: the next request tries again.
    engine.then(
      (built) => built ?? engines.delete(key),
      () => engines.delete(key),
    );
    engines.set(key, engine);
  }
  return engine;
}

/** The engine of `locale` in the deployed build. */
export async function localeEngine(
  assets: Fetcher,
  origin: string,
  locale: string,
): Promise<SearchEngine | null> {
  const manifest = await loadManifest(assets, origin);
  return manifest ? navbarEngine(assets, origin, manifest.buildId, locale) : null;
}
