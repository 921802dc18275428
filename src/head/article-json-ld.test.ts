import { describe, expect, it } from 'vitest';
import { buildHeadTags } from './head-tags';
import { jsonLdText } from './json-ld';

const entry = {
  route: '/blog/tracing-deep-dive',
  title: 'Tracing deep dive',
  description: 'How spans nest.',
  canonical: '/blog/tracing-deep-dive',
  timestamp: Date.UTC(2025, 4, 3),
  frontMatter: {
    title: 'Tracing deep dive',
    date: '2025-05-01',
    authors: ['mira', 'lena'],
    tags: ['tracing', 'opentelemetry'],
  },
};

describe('Article JSON-LD in the head tags', () => {
  it('describes an entry with its authors, date, section and social image', () => {
    const tags = buildHeadTags(entry);
    expect(tags.ogType).toBe('article');
    expect(tags.title).toBe('Tracing deep dive - Tracewell Blog');
    const image = new URL(tags.ogImage);
    expect(image.pathname).toBe('/api/og');
    expect(image.searchParams.get('section')).toBe('Blog');
    expect(image.searchParams.get('title')).toBe('Tracing deep dive');
    expect(tags.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Tracing deep dive',
      description: 'How spans nest.',
      datePublished: '2025-05-01',
      dateModified: '2025-05-03',
      author: [
        { '@type': 'Person', name: 'Mira Okafor', url: 'https://tracewell.dev/authors/mira' },
        { '@type': 'Person', name: 'Lena Kowalski', url: 'https://tracewell.dev/authors/lena' },
      ],
      image: tags.ogImage,
      articleSection: 'Blog',
      keywords: 'tracing, opentelemetry',
      mainEntityOfPage: 'https://tracewell.dev/blog/tracing-deep-dive',
      publisher: {
        '@type': 'Organization',
        name: 'Tracewell',
        logo: { '@type': 'ImageObject', url: 'https://tracewell.dev/icon-512.png' },
      },
    });
  });

  it('uses the Changelog label for changelog entries and keeps an ogImage from front matter', () => {
    const changelog = buildHeadTags({
      ...entry,
      route: '/changelog/cost-alerts',
      frontMatter: { ...entry.frontMatter, ogImage: '/images/cost.png' },
    });
    expect(changelog.title).toBe('Tracing deep dive - Tracewell');
    expect(changelog.ogImage).toBe('https://tracewell.dev/images/cost.png');
    expect(changelog.jsonLd).toMatchObject({
      articleSection: 'Changelog',
      image: changelog.ogImage,
    });
    const customers = buildHeadTags({ ...entry, route: '/customers/northwind' });
    expect(new URL(customers.ogImage).searchParams.get('section')).toBe('Customers');
    expect(customers.jsonLd?.articleSection).toBe('Customers');
  });

  it('is absent on index pages, other pages and undated pages', () => {
    expect(buildHeadTags({ ...entry, route: '/blog' }).jsonLd).toBeNull();
    expect(buildHeadTags({ ...entry, route: '/docs/tracing' }).jsonLd).toBeNull();
    expect(buildHeadTags({ ...entry, frontMatter: { title: 'x' } }).jsonLd).toBeNull();
    expect(buildHeadTags({ ...entry, route: '/blog' }).ogType).toBe('website');
  });

  it('cannot close its script tag', () => {
    const data = buildHeadTags({ ...entry, description: '</script><b>' }).jsonLd;
    expect(data).not.toBeNull();
    const text = jsonLdText(data as NonNullable<typeof data>);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).description).toBe('</script><b>');
  });
});
