/**
 * The deployed build's content manifest, read once per isolate through the
 * static assets binding (a failed read is tried again on the next call), and
 * the locale a request may ask for.
 */
import type { ContentManifest } from '../../build-content/bundle-format';

let manifest: Promise<ContentManifest | null> | undefined;

async function readManifest(assets: Fetcher, origin: string): Promise<ContentManifest | null> {
  try {
    const response = await assets.fetch(new URL('/_content/manifest.json', origin));
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
    return (await response.json()) as ContentManifest;
  } catch {
    return null;
  }
}

export function loadManifest(assets: Fetcher, origin: string): Promise<ContentManifest | null> {
  manifest ??= readManifest(assets, origin).then((value) => {
    if (!value) manifest = undefined;
    return value;
  });
  return manifest;
}

/** The locale asked for when the site has it, else the default one. */
export function localeOf(site: ContentManifest, requested: string | null | undefined): string {
  return requested && site.locales.some((entry) => entry.locale === requested)
    ? requested
    : site.defaultLocale;
}

/** localeOf for the deployed build; null when its manifest cannot be read. */
export async function resolveLocale(
  assets: Fetcher,
  origin: string,
  requested: string | null | undefined,
): Promise<string | null> {
  const site = await loadManifest(assets, origin);
  return site ? localeOf(site, requested) : null;
}
