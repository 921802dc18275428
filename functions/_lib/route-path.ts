/**
 * The route a request path names: escapes decoded, trailing slash, `.html` and
 * `/index.html` dropped. Kept apart from the route list loader (which needs the
 * Workers types), so Node scripts can import the validators that use it.
 */
export function normaliseRoute(pathname: string): string {
  let route = pathname;
  try {
    route = decodeURIComponent(pathname);
  } catch {
    // Keep the raw path: a malformed escape is simply not a known route.
  }
  if (route.length > 1 && route.endsWith('/')) route = route.slice(0, -1);
  if (route.endsWith('/index.html')) route = route.slice(0, -'/index.html'.length) || '/';
  else if (route.endsWith('.html')) route = route.slice(0, -'.html'.length);
  return route || '/';
}
