/** Which parts of the page footer area a path gets (SPEC.md §2 "Page footer area"). */
import { isAtOrUnder, normalizeRoute } from '../../data/locale-route';

/** The whole area, feedback included, is hidden on these paths and everything under them. */
export const FOOTER_HIDDEN_SECTIONS = ['/imprint', '/blog', '/customers', '/careers'] as const;

/** Copy as Markdown is shown on paths starting with these (plain prefixes: /guide covers /guides). */
export const COPY_MARKDOWN_PREFIXES = [
  '/docs',
  '/self-hosting',
  '/guide',
  '/faq',
  '/integrations',
] as const;

export const CUSTOMERS_SECTION = '/customers';

export function isPageFooterHidden(path: string): boolean {
  const route = normalizeRoute(path);
  return FOOTER_HIDDEN_SECTIONS.some((section) => isAtOrUnder(route, section));
}

export function showsCopyMarkdown(path: string): boolean {
  const route = normalizeRoute(path);
  return COPY_MARKDOWN_PREFIXES.some((prefix) => route.startsWith(prefix));
}

/** A customer story (under /customers/, not the index): it gets the call-to-action panel. */
export function isCustomerStory(path: string): boolean {
  return normalizeRoute(path).startsWith(`${CUSTOMERS_SECTION}/`);
}
