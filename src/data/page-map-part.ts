import { type ContentManifest, sectionPart } from '../../build-content/bundle-format';
import { isAtOrUnder } from './locale-route';

/**
 * Which part of a locale's page map holds a route (`pageMapParts` in the
 * manifest, `pageMapFile`): its split section's folder name, '' (the rest)
 * for a route in no split section, undefined where the map is read whole.
 */
export function pageMapPartOf(
  manifest: Pick<ContentManifest, 'pageMapParts'>,
  locale: string,
  route: string,
): string | undefined {
  const sections = manifest.pageMapParts?.[locale];
  if (!sections) return undefined;
  const section = sections.find((at) => isAtOrUnder(route, at));
  return section === undefined ? '' : sectionPart(section);
}
