import { Helmet } from 'react-helmet-async';
import { brand } from '../config/site';
import { jsonLdText } from './article-json-ld';
import type { HeadTags } from './head-tags';

/** Title, description, canonical, robots, Open Graph and Twitter tags of the current page. */
export function PageHead({ tags }: { tags: HeadTags }) {
  return (
    <Helmet>
      <title>{tags.title}</title>
      <meta name="description" content={tags.description} />
      <link rel="canonical" href={tags.canonical} />
      {tags.noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:type" content={tags.ogType} />
      <meta property="og:title" content={tags.ogTitle} />
      <meta property="og:description" content={tags.description} />
      <meta property="og:url" content={tags.canonical} />
      <meta property="og:image" content={tags.ogImage} />
      {tags.ogVideo ? <meta property="og:video" content={tags.ogVideo} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={tags.twitterSite} />
      <meta name="twitter:title" content={tags.ogTitle} />
      <meta name="twitter:description" content={tags.description} />
      <meta name="twitter:image" content={tags.ogImage} />
      {tags.jsonLd ? <script type="application/ld+json">{jsonLdText(tags.jsonLd)}</script> : null}
    </Helmet>
  );
}
