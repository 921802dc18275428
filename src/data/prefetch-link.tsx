import { type AnchorHTMLAttributes, forwardRef, useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { isInternalHref } from './is-internal-href';
import { isRootPath, RouterAnchor } from './router-anchor';
import { usePrefetchRoute } from './use-prefetch-route';
import { observeForPrefetch } from './viewport-prefetch';

type PrefetchLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Also prefetch when the link scrolls into view (default: on hover and focus only). */
  prefetchInView?: boolean;
};

/**
 * A link to a page of the site: client-side navigation, and the target's chunk
 * is fetched on hover, focus, touch or (optionally) when it scrolls into view,
 * so the click renders from cache. External hrefs become plain anchors.
 */
export const PrefetchLink = forwardRef<HTMLAnchorElement, PrefetchLinkProps>(function PrefetchLink(
  { href, prefetchInView = false, onMouseEnter, onFocus, onTouchStart, ...rest },
  forwardedRef,
) {
  const prefetchRoute = usePrefetchRoute();
  const ownRef = useRef<HTMLAnchorElement | null>(null);
  const external = !isInternalHref(href);
  const prefetch = useCallback(() => {
    if (!external) prefetchRoute(href);
  }, [external, href, prefetchRoute]);

  useEffect(() => {
    if (!prefetchInView || external || !ownRef.current) return;
    return observeForPrefetch(ownRef.current, prefetch);
  }, [prefetchInView, external, prefetch]);

  const setRef = (node: HTMLAnchorElement | null) => {
    ownRef.current = node;
    if (typeof forwardedRef === 'function') forwardedRef(node);
    else if (forwardedRef) forwardedRef.current = node;
  };

  if (external) return <a ref={setRef} href={href} rel="noopener noreferrer" {...rest} />;
  // A path relative to the page ("./x", "?q") is resolved by the router's own Link.
  const Anchor = isRootPath(href) ? RouterAnchor : RelativeLink;
  return (
    <Anchor
      ref={setRef}
      href={href}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
});

const RelativeLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>(function RelativeLink({ href, ...rest }, ref) {
  return <Link ref={ref} to={href} {...rest} />;
});
