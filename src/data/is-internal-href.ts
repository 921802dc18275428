/** Site-relative hrefs ("/docs", "./x", "#id", "?q") stay in the SPA; anything with a scheme or "//" leaves it. */
export function isInternalHref(href: string): boolean {
  if (href.startsWith('//')) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(href);
}
