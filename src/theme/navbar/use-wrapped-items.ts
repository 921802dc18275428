import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * Which children of a wrapping, one-row-high list fell onto a later row (so
 * are clipped), and which elements matching `hiddenSelector` inside `scope`
 * the stylesheet hides at this width. Measured whenever the list is laid
 * out at a new size: the navbar fits whatever labels and widths it meets.
 */
export function useWrappedItems(
  list: RefObject<HTMLElement | null>,
  scope: RefObject<HTMLElement | null>,
  hiddenSelector: string,
): Overflow {
  const [state, setState] = useState<Overflow>(NONE);
  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const items = [...element.children] as HTMLElement[];
      const top = items[0]?.offsetTop ?? 0;
      const wrapped = items.flatMap((item, index) => (item.offsetTop > top ? [index] : []));
      const candidates = [...(scope.current?.querySelectorAll<HTMLElement>(hiddenSelector) ?? [])];
      const hidden = candidates.flatMap((item, index) =>
        item.offsetParent === null ? [index] : [],
      );
      // A transition: the navbar's new row renders in slices, not in one task right after
      // hydration. Until then the items that wrapped are clipped, never overlapping.
      startTransition(() => {
        setState((current) => (same(current, wrapped, hidden) ? current : { wrapped, hidden }));
      });
    };
    // Its first report comes after the first layout, so the page is not laid out again to measure.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, scope, hiddenSelector]);
  return state;
}

interface Overflow {
  wrapped: number[];
  hidden: number[];
}

const NONE: Overflow = { wrapped: [], hidden: [] };

function same(current: Overflow, wrapped: number[], hidden: number[]): boolean {
  return String(current.wrapped) === String(wrapped) && String(current.hidden) === String(hidden);
}
