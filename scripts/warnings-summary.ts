/**
 * The one line a site build ends its content step with: pages, errors,
 * warnings per 100 pages and the most frequent kinds, so a team moving a
 * tree over sees at a glance how far it is from a clean build.
 */
import type { Diagnostic } from '../build-content/index.ts';

/** A warning's kind: its message with names, paths and numbers taken out. */
export function warningKind(message: string): string {
  return message
    .replace(/"[^"]*"|'[^']*'|`[^`]*`|“[^”]*”/g, '…')
    .replace(/\{[^}]*\}/g, '{…}')
    .replace(/<[A-Za-z][\w.]*/g, '<…')
    .replace(/(^|[\s(])[\w.@-]*\/[\w\-./#%@]*/g, '$1…')
    .replace(/\d+/g, 'N')
    .trim();
}

export function warningsSummary(
  pages: number,
  errors: readonly Diagnostic[],
  warnings: readonly Diagnostic[],
  top = 3,
): string {
  const per100 = pages > 0 ? ((warnings.length * 100) / pages).toFixed(1) : '0.0';
  const counts = new Map<string, number>();
  for (const warning of warnings) {
    const kind = warningKind(warning.message);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const kinds = [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, top)
    .map(([kind, count]) => `${count}× ${kind}`);
  return (
    `content: ${pages} page${pages === 1 ? '' : 's'}, ${errors.length} error(s), ${warnings.length} warning(s) ` +
    `(${per100} per 100 pages)${kinds.length > 0 ? `; most: ${kinds.join('; ')}` : ''}`
  );
}
