import Anser from 'anser';
import type { ElementContent } from 'hast';

/** Terminal colour codes → spans with `ansi-*` classes; no escape code survives. */
export function ansiToHast(text: string): ElementContent[] {
  const result: ElementContent[] = [];
  for (const entry of Anser.ansiToJson(text, { use_classes: true, remove_empty: true })) {
    const classes: string[] = [];
    if (entry.fg) classes.push(`${entry.fg}-fg`);
    if (entry.bg) classes.push(`${entry.bg}-bg`);
    for (const decoration of entry.decorations ?? []) classes.push(`ansi-${decoration}`);
    const value = stripAnsi(entry.content);
    if (!value) continue;
    if (classes.length === 0) result.push({ type: 'text', value });
    else {
      result.push({
        type: 'element',
        tagName: 'span',
        properties: { className: classes },
        children: [{ type: 'text', value }],
      });
    }
  }
  return result;
}

/** Terminal escape sequences (CSI, OSC, charset selection, a lone ESC), built from a string to keep control characters out of the source. */
const ESCAPES = new RegExp(
  [
    '\\u001b\\[[0-9;?]*[A-Za-z]',
    '\\u001b\\][^\\u0007]*\\u0007',
    '\\u001b[()][A-Za-z0-9]',
    '\\u001b',
  ].join('|'),
  'g',
);

/** Removes any escape sequence (also ones the colour parser does not know). */
export function stripAnsi(text: string): string {
  return text.replace(ESCAPES, '');
}
