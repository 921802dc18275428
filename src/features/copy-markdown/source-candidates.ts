/**
 * The four places a page's raw source may live (SPEC.md §7): pages/{path}.mdx,
 * pages/{path}.md, pages/{path}/index.mdx, pages/{path}/index.md. The root path is "index".
 */
export function sourceCandidates(sourceBase: string, pathname: string): string[] {
  const base = sourceBase.replace(/\/+$/, '');
  const path = pathname.replace(/^\/+|\/+$/g, '') || 'index';
  const encoded = path
    .split('/')
    .map((segment) => encodeURIComponent(decodeSegment(segment)))
    .join('/');
  return [
    `${base}/pages/${encoded}.mdx`,
    `${base}/pages/${encoded}.md`,
    `${base}/pages/${encoded}/index.mdx`,
    `${base}/pages/${encoded}/index.md`,
  ];
}

/** Pathnames from the router may already be percent-encoded; never encode twice. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
