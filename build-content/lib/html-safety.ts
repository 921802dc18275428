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

/** iframes are kept only for these video hosts (https only). */
export const IFRAME_HOSTS = new Set([
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
  'www.loom.com',
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

export function isAllowedIframe(src: unknown): boolean {
  if (typeof src !== 'string') return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && IFRAME_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}
