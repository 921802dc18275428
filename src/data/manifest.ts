import type { ContentManifest } from '../../build-content/bundle-format';
import { MANIFEST_URL } from './content-urls';
import { fetchJson } from './fetch-json';

/**
 * The manifest is inlined into index.html by the build (one fewer round trip
 * before the first page fetch); the JSON file is the fallback.
 */
export function readInlineManifest(doc: Document): ContentManifest | null {
  const script = doc.getElementById('content-manifest');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ContentManifest;
  } catch {
    return null;
  }
}

export async function loadManifest(doc: Document): Promise<ContentManifest> {
  return readInlineManifest(doc) ?? fetchJson<ContentManifest>(MANIFEST_URL);
}
