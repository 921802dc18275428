/**
 * The tab a key moves to, as Headless UI's tabs do it: arrows step and wrap
 * around, Home/PageUp go to the first tab, End/PageDown to the last, disabled
 * tabs are skipped; Enter and Space pick the tab itself (on key down, so a
 * widget taking over before key up cannot swallow them). Null for any other
 * key (or when no tab is usable).
 * The static markup uses it so keys pressed before the widget loads still work.
 */
export function tabForKey(key: string, current: number, disabled: boolean[]): number | null {
  const usable = disabled.flatMap((off, index) => (off ? [] : [index]));
  if (usable.length === 0) return null;
  switch (key) {
    case 'Enter':
    case ' ':
      return disabled[current] ? null : current;
    case 'ArrowRight':
      return usable.find((index) => index > current) ?? usable[0];
    case 'ArrowLeft':
      return [...usable].reverse().find((index) => index < current) ?? usable[usable.length - 1];
    case 'Home':
    case 'PageUp':
      return usable[0];
    case 'End':
    case 'PageDown':
      return usable[usable.length - 1];
    default:
      return null;
  }
}
