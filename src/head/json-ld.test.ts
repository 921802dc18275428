import { describe, expect, it } from 'vitest';
import { headHtml } from './head-html';
import { buildHeadTags } from './head-tags';
import { breadcrumbListJsonLd, jsonLdText } from './json-ld';

describe('breadcrumbListJsonLd', () => {
  it('lists home, the ancestors and the page with absolute URLs', () => {
    const data = breadcrumbListJsonLd('/docs/tracing', [
      { title: 'Docs', route: '/docs' },
      { title: 'Tracing', route: null },
    ]);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Tracewell', item: 'https://tracewell.dev/' },
      { '@type': 'ListItem', position: 2, name: 'Docs', item: 'https://tracewell.dev/docs' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Tracing',
        item: 'https://tracewell.dev/docs/tracing',
      },
    ]);
  });
});

describe('jsonLdText', () => {
  it('never lets a value close its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script');
  });
});

describe('headHtml', () => {
  it('writes the same tags PageHead renders, escaped, plus alternates and JSON-LD', () => {
    const tags = buildHeadTags({
      route: '/docs/tracing',
      title: 'Tracing "spans" & <traces>',
      description: 'Trace every call.',
      frontMatter: { noindex: true },
    });
    const html = headHtml(tags, {
      alternates: [{ hreflang: 'en-US', href: 'https://tracewell.dev/docs/tracing' }],
      jsonLd: [{ '@type': 'BreadcrumbList' }],
    });
    expect(html).toContain(
      '<title>Tracing &quot;spans&quot; &amp; &lt;traces&gt; - Tracewell</title>',
    );
    expect(html).toContain('<meta name="description" content="Trace every call.">');
    expect(html).toContain('<link rel="canonical" href="https://tracewell.dev/docs/tracing">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<meta property="og:image" content="https://tracewell.dev/api/og?');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en-US" href="https://tracewell.dev/docs/tracing">',
    );
    expect(html).toContain(
      '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
    );
  });
});
