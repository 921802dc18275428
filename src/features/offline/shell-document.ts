/**
 * An app document with an empty #root: the app renders it from scratch
 * (createRoot) for whichever route is open. Prerendered pages hold another
 * route's markup in #root, which would not hydrate for the route asked for.
 */
export function emptyRootDocument(html: string): string {
  const open = /<div id="root"[^>]*>/.exec(html);
  if (!open) return html;
  const start = open.index + open[0].length;
  const tags = /<div\b[^>]*>|<\/div>/g;
  tags.lastIndex = start;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(0, start) + html.slice(match.index);
  }
  return html;
}
