import { type RefObject, useMemo, useRef } from 'react';
import type { MenuItem, PageMapEntry } from '../../../build-content/bundle-format';
import { NavbarLinks } from './navbar-links';
import { NavbarMenuSlot } from './navbar-menu-slot';
import { useWrappedItems } from './use-wrapped-items';

/** A link outside the site, shown as an icon in the navbar. */
export interface OutsideLink {
  href: string;
  label: string;
}

const MORE_LABEL = 'More';
/** The icon links; the stylesheet hides them on narrower screens. */
export const OUTSIDE_LINK_SELECTOR = 'a.navbar-icon-link';

/** A top-level entry as the items of a menu: a page is one item, a menu its items. */
function itemsOf(entry: PageMapEntry): MenuItem[] {
  if (entry.type === 'menu') return entry.items ?? [];
  return [
    {
      name: entry.name,
      title: entry.title,
      href: entry.href ?? entry.route,
      newWindow: entry.newWindow,
    },
  ];
}

/**
 * The navbar's section links in one row. Those that do not fit at this
 * width, and the icon links the stylesheet hides, move into a "More" menu:
 * no item overlaps another or is cut off, whatever the labels and width.
 */
export function NavbarSections({
  items,
  route,
  bar,
  outsideLinks,
}: {
  items: PageMapEntry[];
  route: string;
  /** The navbar, where the icon links are. */
  bar: RefObject<HTMLElement | null>;
  outsideLinks: readonly OutsideLink[];
}) {
  const list = useRef<HTMLUListElement>(null);
  const { wrapped, hidden } = useWrappedItems(list, bar, OUTSIDE_LINK_SELECTOR);
  const more = useMemo<PageMapEntry | null>(() => {
    const moved = [
      ...wrapped.flatMap((index) => (items[index] ? itemsOf(items[index]) : [])),
      ...hidden.flatMap((index) =>
        outsideLinks[index]
          ? [
              {
                name: `outside-${index}`,
                title: outsideLinks[index].label,
                href: outsideLinks[index].href,
                newWindow: true,
              },
            ]
          : [],
      ),
    ];
    if (moved.length === 0) return null;
    return {
      name: 'navbar-more',
      route: '',
      title: MORE_LABEL,
      type: 'menu',
      display: 'normal',
      items: moved,
    };
  }, [wrapped, hidden, items, outsideLinks]);
  return (
    <div className="navbar-links-wrap">
      <NavbarLinks items={items} route={route} listRef={list} overflow={wrapped} />
      {more && (
        <div className="navbar-more">
          <NavbarMenuSlot key={more.items?.map((item) => item.href).join(' ')} item={more} />
        </div>
      )}
    </div>
  );
}
