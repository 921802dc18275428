import type { FocusedPart } from './tabs-model';

/** Which tab or panel of the group holds `target`, by position. */
export function focusedPart(group: HTMLElement, target: EventTarget): FocusedPart | null {
  for (const role of ['tab', 'tabpanel'] as const) {
    const parts = [...group.querySelectorAll(`[role="${role}"]`)];
    const index = parts.findIndex((part) => part === target || part.contains(target as Node));
    if (index >= 0) return { role, index };
  }
  return null;
}

/**
 * Focuses the same tab or panel in a group whose markup was just replaced
 * (the widget taking over, or the static tabs put back after its code failed
 * to load), unless the reader has moved focus elsewhere meanwhile.
 */
export function refocusPart(group: Element | null | undefined, part: FocusedPart | null): void {
  const active = document.activeElement;
  if (part === null || (active && active !== document.body)) return;
  group?.querySelectorAll<HTMLElement>(`[role="${part.role}"]`)[part.index]?.focus();
}
