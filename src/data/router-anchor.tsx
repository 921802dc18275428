import { type AnchorHTMLAttributes, forwardRef, type MouseEvent, useContext } from 'react';
import { createPath, type Navigator, parsePath, UNSAFE_NavigationContext } from 'react-router-dom';
import { isPlainClick } from './plain-click';

type RouterAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** A path from the site's root ("/docs/tracing#setup"), see isRootPath. */
  href: string;
};

/** Where the navigator is: its history's own location (the window's, or a memory router's). */
function currentPath(navigator: Navigator): string {
  const { location } = navigator as Navigator & { location?: Parameters<typeof createPath>[0] };
  return location
    ? createPath(location)
    : `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** A plain click on a same-window link, which the app follows itself. */
function followsInApp(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !event.defaultPrevented && isPlainClick(event) && (!target || target === '_self');
}

/**
 * An anchor to a path of the site that a plain click follows in the app, as
 * react-router's Link does for a path from the root (the page's own path
 * replaces its history entry, any other pushes one), without Link's hooks.
 * A page of a large tree lists hundreds of links in its sidebar: Link resolved
 * each one's path and subscribed each to the location, a fifth of the time to
 * render such a page, and every one re-rendered on every navigation.
 */
export const RouterAnchor = forwardRef<HTMLAnchorElement, RouterAnchorProps>(function RouterAnchor(
  { href, onClick, target, ...rest },
  ref,
) {
  // Null outside a router: the anchor is then a plain link.
  const navigation = useContext(UNSAFE_NavigationContext) as { navigator: Navigator } | null;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigation || !followsInApp(event, target)) return;
    event.preventDefault();
    const to = parsePath(href);
    const { navigator } = navigation;
    if (currentPath(navigator) === createPath(to)) navigator.replace(to);
    else navigator.push(to);
  };
  return <a ref={ref} href={href} target={target} onClick={follow} {...rest} />;
});

/** A path from the site's root, which RouterAnchor takes; relative ones ("./x", "#id") need the router's resolution. */
export function isRootPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
