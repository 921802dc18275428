import type { ContentManifest } from '../../build-content/bundle-format';

/**
 * Which part of a locale's page map holds a route (`pageMapParts` in the
 * manifest): n for a route in the n-th split section, 0 for any other route,
 * undefined where the locale's map is read whole.
 */
export function pageMapPartOf(
  manifest: Pick<ContentManifest, 'pageMapParts'>,
  locale: string,
  route: string,
): number | undefined {
  const sections = manifest.pageMapParts?.[locale];
  if (!sections) return undefined;
  const index = sections.findIndex(
    (section) => route === section || route.startsWith(`${section}/`),
  );
  return index + 1;
}
