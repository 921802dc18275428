/** Section labels and document titles (SPEC.md §2 "Section labels and titles"). */
import { brand } from '../../config/site';

export type SectionLabel = 'Docs' | 'Changelog' | 'Cookbook' | 'FAQ';

/** /docs is Docs, /changelog/ is Changelog, /cookbook/ is Cookbook, /faq/ is FAQ; other paths have none. */
export function sectionLabel(route: string): SectionLabel | null {
  if (route === '/docs' || route.startsWith('/docs/')) return 'Docs';
  if (route.startsWith('/changelog/')) return 'Changelog';
  if (route.startsWith('/cookbook/')) return 'Cookbook';
  if (route.startsWith('/faq/')) return 'FAQ';
  return null;
}

/**
 * The home page is the brand alone; /blog/ pages carry a Blog suffix,
 * /docs/guides/ pages a Guides suffix, every other page the brand.
 */
export function documentTitle(route: string, title: string): string {
  if (route === '/' || !title.trim()) return brand.name;
  if (route.startsWith('/blog/')) return `${title} - ${brand.name} Blog`;
  if (route.startsWith('/docs/guides/')) return `${title} - ${brand.name} Guides`;
  return `${title} - ${brand.name}`;
}
