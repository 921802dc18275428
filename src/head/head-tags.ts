/** Every head tag of a page, computed from its chunk; rendered by <PageHead>. */
import type { FrontMatter } from '../../build-content/bundle-format';
import { collectionSections } from '../../config/collections';
import { brand, links } from '../../config/site';
import { type ArticleJsonLd, articleJsonLd, entryCollectionOf } from './article-json-ld';
import { documentTitle, sectionLabel } from './page-title';
import { absoluteUrl, socialImageUrl } from './social-image';

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  ogTitle: string;
  ogImage: string;
  ogVideo: string | null;
  ogType: 'website' | 'article';
  twitterSite: string;
  /** Article JSON-LD of changelog, blog and customer entries. */
  jsonLd: ArticleJsonLd | null;
}

export function buildHeadTags(page: {
  route: string;
  title: string;
  description: string;
  canonical?: string;
  frontMatter: FrontMatter;
  timestamp?: number | null;
}): HeadTags {
  const fm = page.frontMatter;
  const shownTitle = (typeof fm.seoTitle === 'string' && fm.seoTitle) || page.title;
  // build-content already resolved front-matter `description` into page.description.
  const description = page.description || brand.description;
  const title = documentTitle(page.route, shownTitle);
  const collection = entryCollectionOf(page.route);
  // Entries name their collection on the social image; other pages their SPEC.md §2 label.
  const section = sectionLabel(page.route) ?? (collection && collectionSections[collection].label);
  const canonicalPath =
    (typeof fm.canonical === 'string' && fm.canonical) || page.canonical || page.route;
  const ogImage =
    typeof fm.ogImage === 'string' && fm.ogImage
      ? absoluteUrl(fm.ogImage)
      : socialImageUrl({
          title: page.route === '/' ? brand.name : shownTitle,
          description,
          section,
        });
  const canonical = absoluteUrl(canonicalPath);
  return {
    title,
    description,
    canonical,
    noindex: fm.noindex === true,
    ogTitle: title,
    ogImage,
    ogVideo: typeof fm.ogVideo === 'string' && fm.ogVideo ? absoluteUrl(fm.ogVideo) : null,
    ogType: collection ? 'article' : 'website',
    twitterSite: `@${links.social.split('/').pop() ?? ''}`,
    jsonLd: articleJsonLd({ ...page, title: shownTitle, description, canonical, ogImage }),
  };
}
