/** Input clean-up and line wrapping for the social image. */
import type { FontMetrics } from './font-metrics';

const ELLIPSIS = '…';
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const NOT_XML_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/g;
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Keeps text that XML 1.0 can carry: drops control characters, lone surrogates
 * and non-characters (any of them makes the SVG unparsable), folds whitespace,
 * and caps the length in code points.
 */
export function cleanText(value: string | null, maxChars: number): string {
  if (!value) return '';
  const cleaned = value
    .replace(NOT_XML_CHARS, '')
    .replace(LONE_SURROGATES, '')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(cleaned, maxChars);
}

/** Cuts at a word boundary when one is near, and marks the cut with an ellipsis. */
export function truncate(text: string, maxChars: number): string {
  const chars = [...text];
  if (chars.length <= maxChars) return text;
  const head = chars.slice(0, maxChars - 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space > head.length * 0.7 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,.;:–-]+$/, '')}${ELLIPSIS}`;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

interface WrappedText {
  lines: string[];
  /** True when text did not fit in maxLines and the last line ends in an ellipsis. */
  truncated: boolean;
}

/** Greedy word wrap; words wider than a line are broken between characters. */
export function wrapText(
  text: string,
  metrics: FontMetrics,
  fontSize: number,
  maxWidth: number,
  maxLines: number,
): WrappedText {
  const fits = (line: string) => metrics.measure(line, fontSize) <= maxWidth;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    for (const char of word) {
      if (current && !fits(current + char)) {
        lines.push(current);
        current = '';
      }
      current += char;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return { lines, truncated: false };

  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (last && !fits(last + ELLIPSIS)) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = last.replace(/[\s,.;:–-]+$/, '') + ELLIPSIS;
  return { lines: kept, truncated: true };
}
