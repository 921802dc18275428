/** The prerendered page's head: the same tags <PageHead> renders, plus hreflang and JSON-LD. */
import { escapeHtml } from './escape-html';
import { headElements } from './head-elements';
import type { HeadTags } from './head-tags';
import { type JsonLd, jsonLdText } from './json-ld';

export interface Alternate {
  hreflang: string;
  href: string;
}

export function headHtml(
  tags: HeadTags,
  extras: { alternates?: readonly Alternate[]; jsonLd?: readonly JsonLd[] } = {},
): string {
  const lines = [`<title>${escapeHtml(tags.title)}</title>`];
  for (const { tag, attrs } of headElements(tags)) {
    const attributes = Object.entries(attrs)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    lines.push(`<${tag} ${attributes}>`);
  }
  for (const alternate of extras.alternates ?? []) {
    lines.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
    );
  }
  for (const data of extras.jsonLd ?? []) {
    lines.push(`<script type="application/ld+json">${jsonLdText(data)}</script>`);
  }
  return lines.join('\n    ');
}
