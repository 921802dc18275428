import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LocaleEntry } from '../bundle-format.ts';
import { detectLocales } from './locale-detection.ts';
import { pickDefaultLocale } from './locales.ts';

export type PageKind = 'mdx' | 'md' | 'notebook';

/** A source file of the content tree, paths relative to the content dir with "/" separators. */
export interface SourceFile {
  relPath: string;
  /** Route-relevant path inside its locale: locale folder and suffix removed, extension kept. */
  localPath: string;
  locale: string;
}

export interface ScanResult {
  locales: LocaleEntry[];
  pages: SourceFile[];
  metas: SourceFile[];
  /** The site's default locale among `locales` (see pickDefaultLocale); unprefixed files belong to it. */
  defaultLocale: string;
  /** OpenAPI documents (`openapi.yaml|yml|json`); each generates reference pages in its folder. */
  openApiDocuments: string[];
}

const META = /^_meta(?:\.([^.]+))?\.(json|js|ts|mjs)$/;
const PAGE = /\.(mdx|md)$/;
const OPENAPI = /^openapi\.(ya?ml|json)$/;

/** Lists the content tree: which files are pages, _meta files, and in which locale. */
export function scanContent(
  contentDir: string,
  configured: LocaleEntry[] | undefined,
  preferredLocale: string,
): ScanResult {
  const files = listFiles(contentDir);
  const locales = configured ? [...configured] : detectLocales(files, preferredLocale);
  const codes = new Set(locales.map((entry) => entry.locale));
  const defaultLocale = pickDefaultLocale(locales, preferredLocale);
  const pages: SourceFile[] = [];
  const metas: SourceFile[] = [];
  const openApiDocuments: string[] = [];
  for (const relPath of files) {
    const segments = relPath.split('/');
    let locale = defaultLocale;
    if (segments.length > 1 && codes.has(segments[0])) {
      locale = segments[0];
      segments.shift();
    }
    const base = segments[segments.length - 1];
    if (OPENAPI.test(base) && !relPath.split('/').some((segment) => segment.startsWith('_'))) {
      openApiDocuments.push(relPath);
      continue;
    }
    const meta = META.exec(base);
    if (meta) {
      if (meta[1] && codes.has(meta[1])) locale = meta[1];
      else if (meta[1]) continue;
      segments[segments.length - 1] = `_meta.${meta[2]}`;
      metas.push({ relPath, localPath: segments.join('/'), locale });
      continue;
    }
    if (!PAGE.test(base) || segments.some(notRouted)) continue;
    const parts = base.split('.');
    if (parts.length > 2 && codes.has(parts[parts.length - 2])) {
      locale = parts[parts.length - 2];
      parts.splice(parts.length - 2, 1);
      segments[segments.length - 1] = parts.join('.');
    }
    pages.push({ relPath, localPath: segments.join('/'), locale });
  }
  return { locales, pages, metas, defaultLocale, openApiDocuments };
}

/**
 * Segments that hold no page of their own: `_app.mdx`, `_partials/` (skipped
 * by name), and Next.js dynamic routes (`[lang]/`, `[...slug].mdx`), whose
 * page needs its parameters to be rendered and so has no static route.
 */
function notRouted(segment: string): boolean {
  return segment.startsWith('_') || segment.startsWith('[');
}

function listFiles(root: string): string[] {
  const result: string[] = [];
  const walk = (dir: string, prefix: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    );
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), rel);
      else if (entry.isFile()) result.push(rel);
    }
  };
  walk(root, '');
  return result;
}
