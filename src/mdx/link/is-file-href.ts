/** Hrefs that point at files served as they are (notebooks, Markdown twins, feeds), not at SPA routes. */
export function isFileHref(href: string): boolean {
  const path = href.split(/[?#]/)[0];
  return /\.(ipynb|md|mdx|txt|xml|json|pdf|png|jpe?g|gif|svg|webp|zip|csv)$/i.test(path);
}
