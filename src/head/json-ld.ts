/**
 * Structured data (schema.org JSON-LD) for crawlers: a BreadcrumbList on every
 * page (collection entries add their Article, src/head/article-json-ld.ts).
 * Pure functions of the page's data, so the prerender and tests share them.
 */

import { brand } from '../../config/site';
import { scriptJson } from './script-json';
import { absoluteUrl } from './social-image';

export interface JsonLdCrumb {
  title: string;
  route: string | null;
}

/** A schema.org object; any JSON object shape. */
export type JsonLd = object;

/** Home first, then the page's ancestors and the page itself (crumbs without a page keep no item). */
export function breadcrumbListJsonLd(
  route: string,
  crumbs: readonly JsonLdCrumb[],
): Record<string, unknown> {
  const trail: JsonLdCrumb[] = [{ title: brand.name, route: '/' }];
  for (const [index, crumb] of crumbs.entries()) {
    const last = index === crumbs.length - 1;
    if (!last && crumb.route === '/') continue;
    trail.push({ title: crumb.title, route: last ? route : crumb.route });
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      ...(crumb.route ? { item: absoluteUrl(crumb.route) } : {}),
    })),
  };
}

/** A JSON-LD script body that can never close its <script> element. */
export function jsonLdText(data: JsonLd): string {
  return scriptJson(data);
}
