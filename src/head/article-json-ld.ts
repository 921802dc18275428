/** schema.org Article data for collection entries (changelog, blog, customer stories). */
import type { FrontMatter } from '../../build-content/bundle-format';
import { authorRoute, type CollectionName, collectionSections } from '../../config/collections';
import { brand, links } from '../../config/site';
import { team } from '../../config/team';
import { absoluteUrl } from './social-image';

const ENTRY_ROUTE = /^(?:\/[^/]+)?\/(changelog|blog|customers)\/[^/]+$/;

/** The collection of an entry route (a locale prefix allowed), or null for any other page. */
export function entryCollectionOf(route: string): CollectionName | null {
  const match = ENTRY_ROUTE.exec(route);
  return match ? (match[1] as CollectionName) : null;
}

export interface ArticleJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Article';
  headline: string;
  description: string;
  datePublished: string;
  dateModified?: string;
  author: { '@type': 'Person'; name: string; url: string }[];
  image: string;
  articleSection: string;
  keywords?: string;
  mainEntityOfPage: string;
  publisher: {
    '@type': 'Organization';
    name: string;
    logo: { '@type': 'ImageObject'; url: string };
  };
}

/**
 * Article JSON-LD for an entry page: headline, its authors as people with
 * their author pages, publication date, section and social image. Null for
 * pages that are not dated entries.
 */
export function articleJsonLd(page: {
  route: string;
  title: string;
  description: string;
  canonical: string;
  ogImage: string;
  frontMatter: FrontMatter;
  timestamp?: number | null;
}): ArticleJsonLd | null {
  const collection = entryCollectionOf(page.route);
  const fm = page.frontMatter;
  if (!collection || typeof fm.date !== 'string') return null;
  const handles = Array.isArray(fm.authors) ? fm.authors.filter((h) => typeof h === 'string') : [];
  const data: ArticleJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: page.title,
    description: page.description,
    datePublished: fm.date,
    author: handles
      .filter((handle) => team[handle])
      .map((handle) => ({
        '@type': 'Person',
        name: team[handle].name,
        url: absoluteUrl(authorRoute(handle)),
      })),
    image: page.ogImage,
    articleSection: collectionSections[collection].label,
    mainEntityOfPage: page.canonical,
    publisher: {
      '@type': 'Organization',
      name: brand.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(links.logoPng) },
    },
  };
  if (page.timestamp) data.dateModified = new Date(page.timestamp).toISOString().slice(0, 10);
  if (Array.isArray(fm.tags) && fm.tags.length > 0) data.keywords = fm.tags.join(', ');
  return data;
}
