import { describe, expect, it } from 'vitest';
import type { PageMapEntry } from '../../../build-content/bundle-format';
import { chunkPathOf, routeOfChunk, routeOfPath } from './offline-caches';
import { offlineLinks, offlinePageHtml } from './offline-page';
import { emptyRootDocument } from './shell-document';

const entry = (route: string, title: string, children?: PageMapEntry[]): PageMapEntry => ({
  name: route.split('/').pop() ?? '',
  route,
  title,
  type: 'doc',
  display: 'normal',
  children,
});

describe('offline page', () => {
  it('maps stored chunk URLs of the current build to routes, and back', () => {
    expect(routeOfChunk('/_content/abc12345/pages/docs/tracing.json', 'abc12345')).toBe(
      '/docs/tracing',
    );
    expect(routeOfChunk('/_content/abc12345/pages/index.json', 'abc12345')).toBe('/');
    expect(routeOfChunk('/_content/old00000/pages/docs/tracing.json', 'abc12345')).toBeNull();
    expect(routeOfChunk('/_content/abc12345/page-map.en-US.json', 'abc12345')).toBeNull();
    expect(chunkPathOf('/docs/tracing/', 'abc12345')).toBe(
      '/_content/abc12345/pages/docs/tracing.json',
    );
    expect(chunkPathOf('/', 'abc12345')).toBe('/_content/abc12345/pages/index.json');
    expect(routeOfPath('/docs/x/')).toBe('/docs/x');
  });

  it('lists each stored route once, sorted, titled from the page map', () => {
    const pageMap = [entry('/docs', 'Docs', [entry('/docs/tracing', 'Tracing overview')])];
    expect(offlineLinks(['/docs/tracing', '/faq', '/docs/tracing', '/docs'], pageMap)).toEqual([
      { route: '/docs', title: 'Docs' },
      { route: '/docs/tracing', title: 'Tracing overview' },
      { route: '/faq', title: '/faq' },
    ]);
  });

  it('renders escaped links and says so when nothing is stored', () => {
    const html = offlinePageHtml('/docs/<x>', [{ route: '/a"b', title: 'A & <B>' }], 'Site');
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('<a href="/a&quot;b">A &amp; &lt;B&gt;</a>');
    expect(html).toContain('<code>/docs/&lt;x&gt;</code>');
    expect(html).not.toContain('<script');
    expect(offlinePageHtml('/x', [], 'Site')).toContain('No pages are stored on this device yet');
  });
});

describe('app shell document', () => {
  it('empties a prerendered #root, nested markup included, and keeps the rest', () => {
    const html =
      '<html><body><div id="root"><div class="a"><div>x</div></div><p>y</p></div><div id="toasts"></div><script src="/a.js"></script></body></html>';
    expect(emptyRootDocument(html)).toBe(
      '<html><body><div id="root"></div><div id="toasts"></div><script src="/a.js"></script></body></html>',
    );
    const shell = '<body><div id="root"></div></body>';
    expect(emptyRootDocument(shell)).toBe(shell);
  });
});
