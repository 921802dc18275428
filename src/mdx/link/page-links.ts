import { isInternalHref } from '../../data/is-internal-href';

/**
 * The folder a page's relative links start from, as the content build's link
 * check resolves them: a folder's index page (`docs/index.mdx` at /docs) its
 * own route, any other page its parent's (/docs/tracing → /docs).
 */
export function linkFolder(route: string, index: boolean): string {
  if (index) return route;
  return route.replace(/\/[^/]*$/, '') || '/';
}

/** A path relative to the page ("./x", "../y/", "z#h"), not one from the root, a fragment or a query. */
function isPageRelative(href: string): boolean {
  return href !== '' && isInternalHref(href) && !/^[/#?]/.test(href);
}

/**
 * A relative href as the path from the site's root it names from `folder`
 * (trailing slash dropped, query and fragment kept); any other href as it is.
 * The browser would resolve "./x" on /docs (an index page) to /x, and the
 * router on /docs/guide to /docs/guide/x; the author meant the file's folder.
 */
export function resolvePageHref(href: string, folder: string): string {
  if (!isPageRelative(href)) return href;
  const url = new URL(href, `http://page${folder === '/' ? '/' : `${folder}/`}`);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') || '/' : url.pathname;
  const resolved = `${path}${url.search}${url.hash}`;
  // URL percent-encodes what the author wrote in their own script; routes and ids are kept as written.
  try {
    return decodeURI(resolved);
  } catch {
    return resolved;
  }
}
