import { type RefObject, useEffect } from 'react';

/** Whether keys typed now go into a field (then `/` and Ctrl/Cmd+K are left alone). */
function isTyping(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return (
    element.isContentEditable ||
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

/** SPEC.md §2: `/` or Ctrl/Cmd+K focuses the search box when no input is focused. */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>, onFocus: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey;
      const k = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      if ((!slash && !k) || isTyping(document.activeElement)) return;
      event.preventDefault();
      onFocus();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [input, onFocus]);
}
