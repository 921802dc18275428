/** Minimal Accept header negotiation between HTML and Markdown. */

function quality(accept: string, mediaType: string): number {
  let best = 0;
  for (const part of accept.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const matches =
      type.trim() === mediaType || (type.trim() === 'text/*' && mediaType.startsWith('text/'));
    if (!matches) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(value)) best = Math.max(best, value);
  }
  return best;
}

/** True when the client names text/markdown explicitly and ranks it at least as high as HTML. */
export function prefersMarkdown(accept: string | null): boolean {
  if (!accept?.toLowerCase().includes('text/markdown')) return false;
  const markdown = quality(accept, 'text/markdown');
  return markdown > 0 && markdown >= quality(accept, 'text/html');
}
