/**
 * A watcher's preview of saved pages: their routes' chunks and Markdown
 * twins rendered from the last build's route trees, before the rest of the
 * bundle (search, page maps, crawler files, buildId) is made again. The
 * dev server shows a saved page from its preview while the build goes on;
 * the build's own output follows and is what stays.
 */
import type { PageChunk } from '../bundle-format.ts';
import type { CompiledPage } from './compile-page.ts';
import { contributorsMemo } from './contributors.ts';
import type { CookbookGroup } from './cookbook-index.ts';
import { routeEntry } from './route-entry.ts';
import type { RouteMemo, RouteSlot } from './route-output.ts';
import type { SiteConfig } from './site-config.ts';

/** Memo key of the last build's cookbook groups. */
export const PREVIEW_GROUPS = 'preview-cookbook-groups';
/** Memo key of the route slots of each source id (by memo key, so a slot made again replaces its old one). */
const SLOTS_BY_ID = 'preview-slots-by-id';

/** Records that `slot` is one of the routes of source `id`. */
export function registerSlot(memo: Map<string, unknown>, id: string, slot: RouteSlot): void {
  let byId = memo.get(SLOTS_BY_ID) as Map<string, Map<string, RouteSlot>> | undefined;
  if (!byId) {
    byId = new Map();
    memo.set(SLOTS_BY_ID, byId);
  }
  let slots = byId.get(id);
  if (!slots) {
    slots = new Map();
    byId.set(id, slots);
  }
  slots.set(slot.memoKey, slot);
}

export interface RoutePreview {
  /** Files of the versioned folder (`pages/…json`), by path inside it. */
  versioned: Map<string, string>;
  /** Files at the bundle's root (Markdown twins). */
  files: Map<string, string>;
}

export interface PreviewInput {
  memo: Map<string, unknown>;
  compiled: ReadonlyMap<string, CompiledPage>;
  /** Sources whose compiled page differs from the last build's. */
  saved: readonly string[];
  timestamp: (id: string) => number | null;
  config: SiteConfig;
}

/**
 * The saved pages' route files, or undefined when one of them has no route
 * in the last build or does not compile (a new page, a failed save): those
 * wait for the build.
 */
export function previewRoutes(input: PreviewInput): RoutePreview | undefined {
  const { memo, config } = input;
  const byId = memo.get(SLOTS_BY_ID) as Map<string, Map<string, RouteSlot>> | undefined;
  const routeMemo = memo as Map<string, RouteMemo>;
  const cookbookGroups = (memo.get(PREVIEW_GROUPS) as CookbookGroup[] | undefined) ?? [];
  const contributors = memo.get('contributors') as Map<string, PageChunk['contributors']>;
  if (!byId || !contributors || input.saved.length === 0) return undefined;
  const contributorsOf = contributorsMemo(contributors, config);
  const preview: RoutePreview = { versioned: new Map(), files: new Map() };
  for (const id of input.saved) {
    const page = input.compiled.get(id);
    // Slots of routes the last build emitted (a slot replaced by a later tree is not its memo's).
    const slots = [...(byId.get(id)?.values() ?? [])].filter(
      (slot) => slot.entry !== undefined && routeMemo.get(slot.memoKey) === slot.entry,
    );
    if (!page || page.errors.length > 0 || slots.length === 0) return undefined;
    const timestamp = input.timestamp(id);
    for (const slot of slots) {
      const entry = routeEntry(
        {
          slot,
          page,
          notebook: slot.notebook,
          timestamp,
          notebookKey: slot.notebookKey ?? '',
          pageGroupsKey: page.usesCookbookIndex ? JSON.stringify(cookbookGroups) : '',
          cookbookGroups,
          contributorsOf,
          config,
        },
        routeMemo,
      );
      preview.versioned.set(slot.chunkPath, entry.json);
      preview.files.set(slot.twinPath, entry.twin);
    }
  }
  return preview;
}

/** Sources compiled anew since `before`; none when a source came or went (the route trees change). */
export function savedPages(
  before: ReadonlyMap<string, CompiledPage>,
  after: ReadonlyMap<string, CompiledPage>,
): string[] {
  if (before.size !== after.size) return [];
  const saved: string[] = [];
  for (const [id, page] of after) {
    const earlier = before.get(id);
    if (!earlier) return [];
    if (earlier !== page) saved.push(id);
  }
  return saved;
}
