/**
 * Where a relative link in a page goes: one rule for the content build's
 * link check and for the page as the app renders it. Pure, like
 * bundle-format.ts: both sides import it.
 */

/**
 * The route a page's relative links start from: a folder's index page
 * (`docs/index.mdx` at /docs) its own route, any other page its parent's
 * (/docs/tracing → /docs).
 */
export function linkFolder(route: string, isIndex: boolean): string {
  if (isIndex) return route;
  return route.replace(/\/[^/]*$/, '') || '/';
}

/** Resolves a link path against the route of the folder holding the page. */
export function resolveRoute(pathPart: string, folderRoute: string): string {
  const url = new URL(
    pathPart,
    `https://site.invalid${folderRoute.endsWith('/') ? folderRoute : `${folderRoute}/`}`,
  );
  let route = decodeSafe(url.pathname);
  if (route.length > 1) route = route.replace(/\/+$/, '');
  return route.replace(/\.mdx$/, '') || '/';
}

/** A percent-encoded text decoded, or as it is when it is not valid encoding. */
export function decodeSafe(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
