/**
 * Text from an OpenAPI document placed into generated MDX. Descriptions are
 * CommonMark, so Markdown stays; only what MDX would read as JSX or an
 * expression (`{`, `}`, `<`, `>`) is escaped, outside code spans.
 */
export function mdxText(text: string | undefined): string {
  if (!text) return '';
  return text
    .trim()
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[{}<>]/g, (c) => `\\${c}`)))
    .join('');
}

/** One line of MDX text: newlines folded, for summaries and headings. */
export function mdxInline(text: string | undefined): string {
  return mdxText(text?.replace(/\s*\n\s*/g, ' '));
}

/** A GFM table cell: one line, pipes escaped. */
export function tableCell(text: string | undefined): string {
  return mdxInline(text).replaceAll('|', '\\|');
}

/** Inline code that survives any backticks inside it. */
export function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A fenced code block whose fence is longer than any backtick run inside. */
export function codeBlock(language: string, body: string): string {
  const longest = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${body}\n${fence}`;
}

/** A JSON string for a JSX attribute value in generated MDX. */
export function attr(value: string): string {
  return JSON.stringify(value);
}
