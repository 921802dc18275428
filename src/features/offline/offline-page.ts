import type { PageMapEntry } from '../../../build-content/bundle-format';
import { escapeHtml } from '../../head/escape-html';

/**
 * The page the service worker answers with when a route is neither online nor
 * stored: plain HTML (no script, so no CSP hash needed) listing the pages that
 * can be read offline.
 */

export interface OfflinePageLink {
  route: string;
  title: string;
}

/** Titles of routes from the page map; routes it does not list keep their path as title. */
export function offlineLinks(
  routes: Iterable<string>,
  pageMap: PageMapEntry[] | null,
): OfflinePageLink[] {
  const titles = new Map<string, string>();
  const visit = (entries: PageMapEntry[]) => {
    for (const entry of entries) {
      if (entry.route && entry.title && !titles.has(entry.route))
        titles.set(entry.route, entry.title);
      if (entry.children) visit(entry.children);
    }
  };
  if (pageMap) visit(pageMap);
  const unique = [...new Set(routes)].sort();
  return unique.map((route) => ({ route, title: titles.get(route) ?? route }));
}

export function offlinePageHtml(
  requestedPath: string,
  links: OfflinePageLink[],
  siteName: string,
): string {
  const list =
    links.length > 0
      ? `<ul>${links
          .map(
            (link) =>
              `<li><a href="${escapeHtml(link.route)}">${escapeHtml(link.title)}</a> <span>${escapeHtml(link.route)}</span></li>`,
          )
          .join('')}</ul>`
      : '<p>No pages are stored on this device yet. Pages you read, and sections you save with “Save for offline”, stay readable without a connection.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>You are offline · ${escapeHtml(siteName)}</title>
<style>
:root{color-scheme:light dark;font-family:ui-sans-serif,system-ui,sans-serif;background:#fafafa;color:#111827}
@media (prefers-color-scheme:dark){:root{background:#111111;color:#f3f4f6}a{color:#7cc4ff}span{color:#a3a3a3}}
main{max-width:42rem;margin:4rem auto;padding:0 1.25rem;line-height:1.6}
h1{font-size:1.75rem;margin:0 0 .5rem}
a{color:#0053b3}
span{color:#4b5563;font-size:.875rem}
li{margin:.35rem 0}
</style>
</head>
<body>
<main>
<h1>You are offline</h1>
<p>This page (<code>${escapeHtml(requestedPath)}</code>) is not stored on this device, so it cannot be shown without a connection.</p>
<h2>Available offline</h2>
${list}
</main>
</body>
</html>
`;
}
