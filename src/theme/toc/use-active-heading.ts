import { useEffect, useState } from 'react';
import type { TocEntry } from '../../../build-content/bundle-format';

/**
 * A heading counts as the one being read once its top passes this line: a
 * third of the way down the viewport, and never above the spot where a jump to
 * an anchor leaves it (navbar plus scroll margins).
 */
function readingLine(): number {
  return Math.max(200, window.innerHeight / 3);
}

/** The id of the heading the reader is in: the last one whose top has passed the reading line. */
export function useActiveHeading(toc: TocEntry[]): string | null {
  const [active, setActive] = useState<string | null>(toc[0]?.id ?? null);
  useEffect(() => {
    if (toc.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = readingLine();
      let current: string | null = toc[0].id;
      for (const entry of toc) {
        const element = document.getElementById(entry.id);
        if (!element) continue;
        if (element.getBoundingClientRect().top <= line) current = entry.id;
        else break;
      }
      // At the very bottom the last heading may never reach the line: mark it anyway.
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom) current = toc[toc.length - 1].id;
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // First measurement after the new page has painted: reading heading positions
    // earlier would force a layout in the middle of the navigation.
    let initial = 0;
    const afterPaint = requestAnimationFrame(() => {
      initial = window.setTimeout(update);
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      cancelAnimationFrame(afterPaint);
      window.clearTimeout(initial);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [toc]);
  return active;
}
