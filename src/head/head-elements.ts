/**
 * The page's head tags as plain descriptors: rendered as React elements by
 * <PageHead> in the browser and as an HTML string by the prerender, so the
 * browser finds exactly the tags the server wrote and adopts them.
 */
import { brand } from '../../config/site';
import type { HeadTags } from './head-tags';

export interface HeadElement {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export function headElements(tags: HeadTags): HeadElement[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadElement => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  return [
    meta('name', 'description', tags.description),
    { tag: 'link', attrs: { rel: 'canonical', href: tags.canonical } },
    ...(tags.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', brand.name),
    meta('property', 'og:type', tags.ogType),
    meta('property', 'og:title', tags.ogTitle),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.canonical),
    meta('property', 'og:image', tags.ogImage),
    ...(tags.ogVideo ? [meta('property', 'og:video', tags.ogVideo)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:site', tags.twitterSite),
    meta('name', 'twitter:title', tags.ogTitle),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', tags.ogImage),
  ];
}
