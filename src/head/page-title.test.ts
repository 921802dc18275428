import { describe, expect, it } from 'vitest';
import { buildHeadTags } from './head-tags';
import { documentTitle, sectionLabel } from './page-title';

describe('sectionLabel', () => {
  it('labels sections by path prefix', () => {
    expect(sectionLabel('/docs')).toBe('Docs');
    expect(sectionLabel('/docs/tracing')).toBe('Docs');
    expect(sectionLabel('/changelog/2025-07-01-sessions')).toBe('Changelog');
    expect(sectionLabel('/cookbook/integration_openai.ipynb')).toBe('Cookbook');
    expect(sectionLabel('/faq/what-is-a-trace')).toBe('FAQ');
  });

  it('has no label elsewhere', () => {
    expect(sectionLabel('/')).toBeNull();
    expect(sectionLabel('/docsearch')).toBeNull();
    expect(sectionLabel('/changelog')).toBeNull();
    expect(sectionLabel('/integrations/frameworks/langchain')).toBeNull();
  });
});

describe('documentTitle', () => {
  it('is the brand alone on the home page', () => {
    expect(documentTitle('/', 'Open-source LLM engineering platform')).toBe('Tracewell');
  });

  it('adds a Blog suffix under /blog/', () => {
    expect(documentTitle('/blog/2025-launch-week', 'Launch week')).toBe(
      'Launch week - Tracewell Blog',
    );
  });

  it('adds a Guides suffix under /docs/guides/', () => {
    expect(documentTitle('/docs/guides/rag-evals', 'Evaluating RAG')).toBe(
      'Evaluating RAG - Tracewell Guides',
    );
  });

  it('adds the brand suffix everywhere else', () => {
    expect(documentTitle('/docs/tracing', 'Tracing')).toBe('Tracing - Tracewell');
    expect(documentTitle('/blog', 'Blog')).toBe('Blog - Tracewell');
    expect(documentTitle('/docs/guides', 'Guides')).toBe('Guides - Tracewell');
  });
});

describe('buildHeadTags', () => {
  const page = {
    route: '/docs/tracing',
    title: 'Tracing',
    description: 'Trace every LLM call.',
    canonical: '/docs/tracing',
    frontMatter: {},
  };

  it('builds description, canonical and the social image URL', () => {
    const tags = buildHeadTags(page);
    expect(tags.title).toBe('Tracing - Tracewell');
    expect(tags.description).toBe('Trace every LLM call.');
    expect(tags.canonical).toBe('https://tracewell.dev/docs/tracing');
    expect(tags.noindex).toBe(false);
    const og = new URL(tags.ogImage);
    expect(og.origin + og.pathname).toBe('https://tracewell.dev/api/og');
    expect(og.searchParams.get('title')).toBe('Tracing');
    expect(og.searchParams.get('description')).toBe('Trace every LLM call.');
    expect(og.searchParams.get('section')).toBe('Docs');
  });

  it('prefers seoTitle, ogImage, canonical and noindex from front matter', () => {
    const tags = buildHeadTags({
      ...page,
      frontMatter: {
        seoTitle: 'LLM tracing',
        ogImage: '/images/og/tracing.png',
        canonical: '/docs/observability',
        noindex: true,
        ogVideo: 'https://videos.example.com/tracing.mp4',
      },
    });
    expect(tags.title).toBe('LLM tracing - Tracewell');
    expect(tags.ogImage).toBe('https://tracewell.dev/images/og/tracing.png');
    expect(tags.canonical).toBe('https://tracewell.dev/docs/observability');
    expect(tags.noindex).toBe(true);
    expect(tags.ogVideo).toBe('https://videos.example.com/tracing.mp4');
  });
});
