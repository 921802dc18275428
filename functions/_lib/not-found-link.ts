/**
 * The 404 page is prerendered once, for /404; its "Submit an issue" link
 * names the path the reader asked for only once the app runs. The edge
 * writes that path in, so the link is right without JavaScript too.
 */
import { brokenLinkIssueUrl } from '../../src/theme/toc/repository-links';

/** Marks the link on the 404 page (src/theme/errors/not-found.tsx). */
export const BROKEN_LINK_ATTRIBUTE = 'data-broken-link';

export function withBrokenLinkPath(page: Response, pathname: string): Response {
  return new HTMLRewriter()
    .on(`a[${BROKEN_LINK_ATTRIBUTE}]`, {
      element: (element) => {
        // setAttribute escapes the value; the path goes in as the reader sent it.
        element.setAttribute('href', brokenLinkIssueUrl(pathname));
      },
    })
    .transform(page);
}
