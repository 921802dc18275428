/**
 * The retriever of a locale, built once per isolate from the bundle's
 * /_content/assistant/<locale>.json and the build's search chunk (read
 * through the static assets binding), and the section vectors beside it when
 * the build made them.
 * An unknown locale falls back to the site's default locale.
 */
import type { AssistantIndex } from '../../../build-content/bundle-format';
import type { AssistantVectors } from '../../../build-content/lib/assistant-vectors';
import { localeEngine } from '../search-page/navbar-engine';
import { buildRetriever, type Retriever } from './retrieval';
import { SectionVectors } from './vector-ranking';

const cache = new Map<string, Promise<Retriever | null>>();
const vectorCache = new Map<string, Promise<SectionVectors | null>>();

async function fetchJson<T>(assets: Fetcher, url: URL): Promise<T | null> {
  try {
    const response = await assets.fetch(url);
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
    return (await response.json()) as T;
  } catch {
    return null;
  }
}

export { resolveLocale } from '../site-manifest';

export function loadRetriever(
  assets: Fetcher,
  origin: string,
  locale: string,
): Promise<Retriever | null> {
  let retriever = cache.get(locale);
  if (!retriever) {
    const url = new URL(`/_content/assistant/${encodeURIComponent(locale)}.json`, origin);
    // The navbar's engine over the same build's search chunk ranks (retrieval.ts).
    const engine = localeEngine(assets, origin, locale);
    retriever = Promise.all([fetchJson<AssistantIndex>(assets, url), engine]).then(
      ([index, built]) => {
        if (!index || !Array.isArray(index.pages) || !built) {
          cache.delete(locale);
          return null;
        }
        return buildRetriever(index, built);
      },
    );
    cache.set(locale, retriever);
  }
  return retriever;
}

/** The locale's section vectors; null when the build had no embeddings endpoint (retried on the next call). */
export function loadSectionVectors(
  assets: Fetcher,
  origin: string,
  locale: string,
): Promise<SectionVectors | null> {
  let vectors = vectorCache.get(locale);
  if (!vectors) {
    const url = new URL(`/_content/assistant/${encodeURIComponent(locale)}.vectors.json`, origin);
    vectors = fetchJson<AssistantVectors>(assets, url).then((data) => {
      const loaded = data ? SectionVectors.from(data) : null;
      if (!loaded) vectorCache.delete(locale);
      return loaded;
    });
    vectorCache.set(locale, vectors);
  }
  return vectors;
}
