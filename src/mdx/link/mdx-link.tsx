import { type AnchorHTMLAttributes, useContext } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import { isInternalHref } from '../../data/is-internal-href';
import { isRootPath, RouterAnchor } from '../../data/router-anchor';
import { isFileHref } from './is-file-href';
import { MdxLinkContext, MdxLinkFolderContext } from './mdx-link-context';
import { resolvePageHref } from './page-links';

type MdxLinkProps = AnchorHTMLAttributes<HTMLAnchorElement>;

/**
 * `a` in content: internal routes go through the router (and prefetch their
 * chunk on hover or focus), external ones are plain links that cannot reach
 * back into this window. On a page, a relative href names the path it means
 * from the page's folder, in the markup too (page-links.ts).
 */
export function MdxLink({ href: written = '', children, ...rest }: MdxLinkProps) {
  const { onPrefetch } = useContext(MdxLinkContext);
  const folder = useContext(MdxLinkFolderContext);
  const inRouter = useInRouterContext();
  const href = folder === null ? written : resolvePageHref(written, folder);
  const internal = isInternalHref(href);

  if (!internal) {
    return (
      <a href={href} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  const isRoute = !href.startsWith('#') && !isFileHref(href);
  const prefetch = isRoute && onPrefetch ? () => onPrefetch(href) : undefined;
  const handlers = {
    onMouseEnter: prefetch,
    onFocus: prefetch,
    onTouchStart: prefetch,
  };
  if (!isRoute || !inRouter) {
    return (
      <a href={href} {...handlers} {...rest}>
        {children}
      </a>
    );
  }
  if (isRootPath(href))
    return (
      <RouterAnchor href={href} {...handlers} {...rest}>
        {children}
      </RouterAnchor>
    );
  return (
    <Link to={href} {...handlers} {...rest}>
      {children}
    </Link>
  );
}
