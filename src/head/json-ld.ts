/**
 * Structured data (schema.org JSON-LD) for crawlers: a BreadcrumbList on every
 * page, an Article on blog posts that name a date and authors. Pure functions
 * of the page's data, so the prerender and tests share them.
 */
import type { FrontMatter } from '../../build-content/bundle-format';
import { brand } from '../config/site';
import { absoluteUrl } from './social-image';

export interface JsonLdCrumb {
  title: string;
  route: string | null;
}

type JsonLd = Record<string, unknown>;

/** Home first, then the page's ancestors and the page itself (crumbs without a page keep no item). */
export function breadcrumbListJsonLd(route: string, crumbs: readonly JsonLdCrumb[]): JsonLd {
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

function authorNames(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .map((author) => {
      if (typeof author === 'string') return author.trim();
      if (author && typeof author === 'object' && 'name' in author) {
        const name = (author as { name: unknown }).name;
        return typeof name === 'string' ? name.trim() : '';
      }
      return '';
    })
    .filter(Boolean);
}

function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * An Article for a post under /blog/ whose front matter has a `date` and
 * `authors` (names or `{name}` objects); null for every other page.
 */
export function articleJsonLd(page: {
  route: string;
  title: string;
  description: string;
  frontMatter: FrontMatter;
  image: string;
}): JsonLd | null {
  if (!page.route.startsWith('/blog/')) return null;
  const fm = page.frontMatter;
  const published = isoDate(fm.date);
  const authors = authorNames(fm.authors);
  if (!published || authors.length === 0) return null;
  const title = (typeof fm.title === 'string' && fm.title) || page.title;
  const description = (typeof fm.description === 'string' && fm.description) || page.description;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: title,
    description,
    datePublished: published,
    author: authors.map((name) => ({ '@type': 'Person', name })),
    publisher: { '@type': 'Organization', name: brand.name, url: absoluteUrl('/') },
    image: page.image,
    mainEntityOfPage: absoluteUrl(page.route),
  };
}

/** A JSON-LD script body that can never close its <script> element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
