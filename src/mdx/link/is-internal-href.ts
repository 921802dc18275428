/** Site-relative hrefs ("/docs", "./x", "#id", "?q") stay in the SPA; anything with a scheme or "//" leaves it. */
export function isInternalHref(href: string): boolean {
  if (href.startsWith('//')) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(href);
}

/** Hrefs that point at files served as they are (notebooks, Markdown twins, feeds), not at SPA routes. */
export function isFileHref(href: string): boolean {
  const path = href.split(/[?#]/)[0];
  return /\.(ipynb|md|mdx|txt|xml|json|pdf|png|jpe?g|gif|svg|webp|zip|csv)$/i.test(path);
}
