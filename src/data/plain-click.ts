import type { MouseEvent } from 'react';

/** A plain left click, which the app handles itself; with a modifier or another button, links open as links do. */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey && event.button === 0;
}
