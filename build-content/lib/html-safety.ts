/** Which raw elements and attributes content may use in JSX; the rest is dropped. */

/** Elements that would run code or restyle the page: dropped with a warning. */
export const BLOCKED_ELEMENTS = new Set([
  'script',
  'style',
  'object',
  'embed',
  'applet',
  'base',
  'link',
  'meta',
  'form',
  'frame',
  'frameset',
]);

/** Block-level HTML elements: like components, they are lifted out of paragraphs. */
export const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'header',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'iframe',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
  'video',
]);

export function isJavascriptUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside a URL scheme, so they are removed first.
  const normalized = [...value]
    .filter((character) => character.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  return normalized.startsWith('javascript:') || normalized.startsWith('vbscript:');
}
