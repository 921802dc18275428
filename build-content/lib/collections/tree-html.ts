import type { TreeNode } from '../../bundle-format.ts';

const VOID = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'source', 'track', 'wbr']);
const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for' };
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster']);

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * A compiled page body as standalone HTML for feed readers: plain tags as
 * they are, site paths made absolute, components reduced to the HTML that
 * carries their content (a video becomes a link to it on the page).
 */
export function treeToHtml(nodes: readonly TreeNode[], pageUrl: string, origin: string): string {
  const absolute = (value: string) =>
    value.startsWith('#')
      ? pageUrl + value
      : value.startsWith('/') && !value.startsWith('//')
        ? origin + value
        : value;
  const render = (node: TreeNode): string => {
    if (typeof node === 'string') return escapeText(node);
    const [type, props, ...children] = node;
    const inner = () => children.map(render).join('');
    if (/^[A-Z]/.test(type)) return component(type, props ?? {}, inner, absolute);
    let attributes = '';
    for (const [key, value] of Object.entries(props ?? {})) {
      if (value === null || value === undefined || value === false || typeof value === 'object')
        continue;
      if (key.startsWith('on') || key === 'dangerouslySetInnerHTML') continue;
      const name = ATTRIBUTE_NAMES[key] ?? key;
      const text = value === true ? '' : String(value);
      attributes += ` ${name}="${escapeAttribute(URL_ATTRIBUTES.has(name) ? absolute(text) : text)}"`;
    }
    return VOID.has(type) ? `<${type}${attributes}>` : `<${type}${attributes}>${inner()}</${type}>`;
  };
  return nodes.map(render).join('');
}

function component(
  type: string,
  props: Record<string, unknown>,
  inner: () => string,
  absolute: (value: string) => string,
): string {
  switch (type) {
    case 'EntryHeader':
    case 'AuthorEntries':
      return '';
    case 'Video': {
      const title = typeof props.title === 'string' ? props.title : 'Video';
      return `<p><a href="${escapeAttribute(absolute(`#video-${String(props.videoId)}`))}">Watch the video: ${escapeText(title)}</a></p>`;
    }
    case 'Mermaid':
      return `<pre>${escapeText(String(props.chart ?? ''))}</pre>`;
    case 'Callout':
      return `<blockquote>${inner()}</blockquote>`;
    case 'Card':
    case 'Cards.Card': {
      const title = typeof props.title === 'string' ? props.title : '';
      const href = typeof props.href === 'string' ? props.href : '';
      return href
        ? `<p><a href="${escapeAttribute(absolute(href))}">${escapeText(title || href)}</a></p>${inner()}`
        : inner();
    }
    default:
      return `<div>${inner()}</div>`;
  }
}
