/**
 * A large locale's page map in parts (README "Bundle format"): a page
 * renders its own top-level section's subtree and the navbar's top-level
 * entries, never another section's pages, so a reader of a 10,000-page site
 * need not fetch every section to go live. A section's part, named by its
 * folder, keeps that section's subtree; the rest ('') keeps none. Every
 * part keeps every top-level entry, and every subtree that is not a split
 * section's, whole.
 */
import { type PageMapEntry, sectionPart } from '../bundle-format.ts';

export interface PageMapParts {
  /** Routes of the split sections, in page-map order; the manifest's `pageMapParts[locale]`. */
  sections: string[];
  /** JSON of each part by its name (`pageMapFile`): each section's folder name, and '' for the rest. */
  parts: Map<string, string>;
}

/**
 * A top-level `page` folder with pages of its own: a navbar section, whose
 * subtree only its own pages show. A folder shown as its children (its
 * pages are navbar entries then) stays whole in every part.
 */
function isSplitSection(entry: PageMapEntry): boolean {
  return (
    entry.type === 'page' &&
    entry.display !== 'children' &&
    Boolean(entry.route) &&
    !entry.href &&
    (entry.children?.length ?? 0) > 0
  );
}

/** Null when the map's JSON is not above `above` bytes or it has no section to split off. */
export function pageMapParts(
  pageMap: readonly PageMapEntry[],
  json: string,
  above: number,
): PageMapParts | null {
  if (json.length <= above) return null;
  const split = pageMap.filter(isSplitSection);
  if (split.length === 0) return null;
  const partWith = (kept: PageMapEntry | null) =>
    JSON.stringify(
      pageMap.map((entry) =>
        entry === kept || !split.includes(entry) ? entry : { ...entry, children: [] },
      ),
    );
  const parts = new Map([['', partWith(null)]]);
  for (const entry of split) parts.set(sectionPart(entry.route), partWith(entry));
  return { sections: split.map((entry) => entry.route), parts };
}
