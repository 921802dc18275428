import type { CompiledPage } from './compile-page.ts';
import type { Diagnostic } from './diagnostics.ts';
import { checkLinks } from './link-check.ts';

/** A page to check: where it lives decides how its relative links resolve. */
export interface LinkCheckPage {
  id: string;
  page: CompiledPage;
  ownRoute: string;
  folderRoute: string;
}

interface PageResult {
  page: CompiledPage;
  ownRoute: string;
  folderRoute: string;
  /** Routes and file paths the answer depended on. */
  lookups: Set<string>;
  problems: Diagnostic[];
}

/**
 * The link check across rebuilds: a page is checked again only when it
 * changed, moved, or links to a route, heading or file whose existence
 * changed since the previous build; every other page keeps its result.
 */
export class LinkCheckMemo {
  private anchors?: Map<string, ReadonlySet<string>>;
  private files?: ReadonlySet<string>;
  private results = new Map<string, PageResult>();

  check(
    pages: Iterable<LinkCheckPage>,
    anchors: Map<string, ReadonlySet<string>>,
    files: ReadonlySet<string>,
  ): Diagnostic[] {
    const changed =
      this.anchors && this.files
        ? changedTargets(this.anchors, anchors, this.files, files)
        : undefined;
    const next = new Map<string, PageResult>();
    const problems: Diagnostic[] = [];
    for (const { id, page, ownRoute, folderRoute } of pages) {
      let result = this.results.get(id);
      if (
        !result ||
        !changed ||
        result.page !== page ||
        result.ownRoute !== ownRoute ||
        result.folderRoute !== folderRoute ||
        touches(result.lookups, changed)
      ) {
        const lookups = new Set<string>();
        const found = checkLinks(page.links, folderRoute, ownRoute, { anchors, files }, lookups);
        result = { page, ownRoute, folderRoute, lookups, problems: found };
      }
      next.set(id, result);
      problems.push(...result.problems);
    }
    this.results = next;
    this.anchors = anchors;
    this.files = files;
    return problems;
  }
}

/** Routes whose page or set of heading ids differs, and files added or removed. */
function changedTargets(
  oldAnchors: Map<string, ReadonlySet<string>>,
  newAnchors: Map<string, ReadonlySet<string>>,
  oldFiles: ReadonlySet<string>,
  newFiles: ReadonlySet<string>,
): Set<string> {
  const changed = new Set<string>();
  for (const [route, ids] of newAnchors) {
    const old = oldAnchors.get(route);
    if (old !== ids && (!old || !sameSet(old, ids))) changed.add(route);
  }
  for (const route of oldAnchors.keys()) if (!newAnchors.has(route)) changed.add(route);
  if (oldFiles !== newFiles) {
    for (const file of newFiles) if (!oldFiles.has(file)) changed.add(file);
    for (const file of oldFiles) if (!newFiles.has(file)) changed.add(file);
  }
  return changed;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const item of a) if (!b.has(item)) return false;
  return true;
}

function touches(lookups: Set<string>, changed: Set<string>): boolean {
  if (changed.size === 0) return false;
  for (const target of changed) if (lookups.has(target)) return true;
  return false;
}
