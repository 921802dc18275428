import type { OfflineSizes } from '../bundle-format.ts';

/** Per-build file next to the page chunks: what "Save for offline" would download. */
export const OFFLINE_SIZES_FILE = 'offline-sizes.json';

/**
 * Bytes of every page chunk by route, and of the page map and search chunk of
 * each locale, from the versioned files of this build (paths relative to
 * /_content/<buildId>/). The reader sees a section's size before saving it.
 */
export function offlineSizesJson(versioned: Map<string, string | Uint8Array>): string {
  const sizes: OfflineSizes = { pages: {}, shared: {} };
  for (const path of [...versioned.keys()].sort()) {
    const content = versioned.get(path) as string | Uint8Array;
    const bytes = typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
    const page = /^pages\/(.+)\.json$/.exec(path);
    if (page) sizes.pages[page[1] === 'index' ? '/' : `/${page[1]}`] = bytes;
    else if (/^(page-map\.[^/]+|search\/[^/]+)\.json$/.test(path)) sizes.shared[path] = bytes;
  }
  return JSON.stringify(sizes);
}
