import type { MetaEntries } from './meta.ts';
import type { PageKind, SourceFile } from './scan.ts';

/** A page source as placed in one locale's tree. */
export interface PageRef {
  /** Key of the compiled page: the content-relative path (notebook pages: "<notebook folder>/x.ipynb"). */
  id: string;
  kind: PageKind;
  /** Locale the source belongs to (differs from the tree's locale for a fallback). */
  locale: string;
  /** An `index` file: its route is its folder's route. */
  isIndex: boolean;
}

export interface SiteFolder {
  name: string;
  files: Map<string, PageRef>;
  folders: Map<string, SiteFolder>;
  meta?: MetaEntries;
}

export function emptyFolder(name: string): SiteFolder {
  return { name, files: new Map(), folders: new Map() };
}

/** Finds or creates the folder at a "/"-separated path. */
export function folderAt(root: SiteFolder, segments: string[]): SiteFolder {
  let folder = root;
  for (const segment of segments) {
    let next = folder.folders.get(segment);
    if (!next) {
      next = emptyFolder(segment);
      folder.folders.set(segment, next);
    }
    folder = next;
  }
  return folder;
}

/**
 * One locale's tree: the default locale's pages, overlaid with the locale's own
 * pages and _meta files (so a missing translation falls back to the default).
 */
export function buildLocaleTree(
  locale: string,
  defaultLocale: string,
  pages: SourceFile[],
  metas: Map<string, MetaEntries>,
  metaFiles: SourceFile[],
): SiteFolder {
  const root = emptyFolder('');
  const layers = locale === defaultLocale ? [defaultLocale] : [defaultLocale, locale];
  for (const layer of layers) {
    for (const page of pages) {
      if (page.locale !== layer) continue;
      const segments = page.localPath.split('/');
      const file = segments.pop() ?? '';
      const name = file.replace(/\.(mdx|md|ipynb)$/, '');
      const kind = file.endsWith('.ipynb') ? 'notebook' : file.endsWith('.mdx') ? 'mdx' : 'md';
      const folder = folderAt(root, segments);
      const existing = folder.files.get(name);
      // .mdx wins over .md of the same name within one locale.
      if (existing && existing.locale === layer && existing.kind === 'mdx') continue;
      folder.files.set(name, { id: page.relPath, kind, locale: layer, isIndex: name === 'index' });
    }
    for (const meta of metaFiles) {
      if (meta.locale !== layer) continue;
      const entries = metas.get(meta.relPath);
      if (!entries) continue;
      const segments = meta.localPath.split('/');
      segments.pop();
      folderAt(root, segments).meta = entries;
    }
  }
  return root;
}
