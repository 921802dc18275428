import { resolveRoute } from '../../../build-content/link-route';
import { isInternalHref } from '../../data/is-internal-href';

/** A path relative to the page ("./x", "../y/", "z#h"), not one from the root, a fragment or a query. */
function isPageRelative(href: string): boolean {
  return href !== '' && isInternalHref(href) && !/^[/#?]/.test(href);
}

/**
 * A relative href as the path from the site's root it names from `folder`
 * (linkFolder), by the rule the content build's link check resolved it with,
 * query and fragment kept as written; any other href as it is. The browser
 * would resolve "./x" on /docs (an index page) to /x, and the router on
 * /docs/guide to /docs/guide/x; the author meant the file's folder.
 */
export function resolvePageHref(href: string, folder: string): string {
  if (!isPageRelative(href)) return href;
  const cut = href.search(/[?#]/);
  if (cut < 0) return resolveRoute(href, folder);
  return `${resolveRoute(href.slice(0, cut), folder)}${href.slice(cut)}`;
}
