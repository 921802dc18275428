const SERVER_PAGE_TAGS = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'link[rel="canonical"]',
].join(',');

/**
 * A page rendered afresh (not hydrated) gets its page tags from React, which
 * adopts the server's only while hydrating and would otherwise add a second
 * set. The server's are taken out the moment React's <title> is in, in the
 * same task, so the document is never without a title (screen readers,
 * the tab strip and axe read it at any time).
 */
export function replaceServerHeadOnRender(doc: Document): void {
  const stale = new Set(doc.head.querySelectorAll(SERVER_PAGE_TAGS));
  if (stale.size === 0) return;
  const observer = new MutationObserver(() => {
    const rendered = [...doc.head.querySelectorAll('title')].some((title) => !stale.has(title));
    if (!rendered) return;
    observer.disconnect();
    for (const element of stale) element.remove();
  });
  observer.observe(doc.head, { childList: true });
}
