import { beforeAll, describe, expect, it } from 'vitest';
import type { PageMapEntry, TreeNode } from '../../build-content/bundle-format.ts';
import { type Bundle, buildFixture } from './helpers.ts';

// One build of tests/fixtures/site, shared by every block below (building it is the slow part).
const site: Promise<Bundle> = buildFixture('site');
let bundle: Bundle;
beforeAll(async () => {
  bundle = await site;
});

const names = (entries: PageMapEntry[]) => entries.map((entry) => entry.name);
const find = (entries: PageMapEntry[], name: string) =>
  entries.find((entry) => entry.name === name) as PageMapEntry;

describe('_meta resolution and ordering', () => {
  it('lists _meta entries in their order, then the rest alphabetically, and skips "_" names', () => {
    const top = bundle.pageMap();
    expect(names(top)).toEqual([
      'index',
      'docs',
      'guides',
      '-- more',
      'company',
      'status',
      'about',
      'authors',
      'blog',
      'changelog',
    ]);
    expect(names(find(top, 'docs').children ?? [])).toEqual([
      'index',
      'get-started',
      '---',
      'secret',
      'sdk',
      'alpha',
      'zeta',
    ]);
  });

  it('carries type, display, theme, separators, menus and external links', () => {
    const top = bundle.pageMap();
    expect(find(top, 'index')).toMatchObject({
      route: '/',
      title: 'Home',
      type: 'page',
      display: 'hidden',
      theme: { layout: 'full' },
    });
    expect(find(top, '-- more')).toEqual({
      name: '-- more',
      route: '',
      title: 'More',
      type: 'separator',
      display: 'normal',
    });
    expect(find(top, 'company')).toMatchObject({
      type: 'menu',
      items: [
        { name: 'about', title: 'About', href: '/about' },
        { name: 'github', title: 'GitHub', href: 'https://github.com/acme/acme', newWindow: true },
      ],
    });
    expect(find(top, 'status')).toMatchObject({
      href: 'https://status.example.com',
      newWindow: true,
      route: '',
    });
  });

  it('reads _meta.ts default exports and keeps hidden pages routable', () => {
    const docs = find(bundle.pageMap(), 'docs');
    expect(docs).toMatchObject({ route: '/docs', withIndexPage: true, title: 'Docs' });
    const children = docs.children ?? [];
    expect(find(children, 'index')).toMatchObject({ route: '/docs', title: 'Overview' });
    expect(find(children, 'secret')).toMatchObject({ display: 'hidden', route: '/docs/secret' });
    expect(bundle.output.routes).toContain('/docs/secret');
  });

  it('titles entries from _meta, then sidebarTitle/front matter, then the first h1', () => {
    const children = find(bundle.pageMap(), 'docs').children ?? [];
    expect(find(children, 'get-started').title).toBe('Get started');
    expect(find(children, 'alpha').title).toBe('Alpha');
    expect(find(children, 'zeta').title).toBe('Zeta');
  });

  it("carries only the front matter the app reads in the page map; the page's chunk has it all", () => {
    const entry = find(find(bundle.pageMap(), 'docs').children ?? [], 'get-started');
    expect(entry.frontMatter).toEqual({ description: 'Install Acme in five minutes.' });
    expect(bundle.page('/docs/get-started').frontMatter).toMatchObject({
      title: 'Get started',
      sidebarTitle: 'Quickstart',
    });
  });

  it('gives page chunks the title fallbacks front matter → h1 → _meta → file name', () => {
    expect(bundle.page('/docs/get-started').title).toBe('Get started');
    expect(bundle.page('/docs/alpha').title).toBe('Alpha');
    expect(bundle.page('/docs/secret').title).toBe('Secret page');
  });

  it("places notebook pages under guides/cookbook and at their docsPath, ordered by that folder's _meta", () => {
    const guides = find(bundle.pageMap(), 'guides');
    const cookbook = find(guides.children ?? [], 'cookbook');
    expect(cookbook).toMatchObject({ route: '/guides/cookbook', withIndexPage: true });
    expect(names(cookbook.children ?? [])).toEqual(['all_outputs', 'simple']);
    const sdk = find(find(bundle.pageMap(), 'docs').children ?? [], 'sdk');
    expect(sdk.children?.map((entry) => [entry.name, entry.title])).toEqual([
      ['notebook-page', 'Notebook walkthrough'],
      ['python', 'Python'],
    ]);
  });

  it('writes routes.json with every route of every locale, sorted', () => {
    const routes = JSON.parse(bundle.text('_content/routes.json')) as string[];
    expect(routes).toEqual([...routes].sort());
    expect(routes).toContain('/guides/cookbook/simple');
    expect(routes).toContain('/ja/docs/get-started');
    expect(routes).not.toContain('/docs/sdk');
  });
});

type Element = [string, Record<string, unknown> | null, ...TreeNode[]];

function all(nodes: TreeNode[], type: string, into: Element[] = []): Element[] {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (node[0] === type) into.push(node as Element);
    all(node.slice(2) as TreeNode[], type, into);
  }
  return into;
}

describe('notebooks', () => {
  it('becomes a guide page and a canonical docs page with NotebookInfo', () => {
    const guide = bundle.page('/guides/cookbook/all_outputs');
    const docs = bundle.page('/docs/sdk/notebook-page');
    expect(guide.canonical).toBe('/docs/sdk/notebook-page');
    expect(docs.canonical).toBe('/docs/sdk/notebook-page');
    expect(docs.notebook).toEqual({
      notebook: 'all_outputs.ipynb',
      docsPath: 'docs/sdk/notebook-page',
      path: '/guides/cookbook/all_outputs',
      ipynbPath: '/cookbook/all_outputs.ipynb',
      canonicalPath: '/docs/sdk/notebook-page',
      repositoryPath: 'content/cookbook/all_outputs.ipynb',
      title: 'Every output type',
      description: 'A notebook that shows each kind of output.',
      group: 'sdk',
      tags: ['python', 'outputs'],
      language: 'python',
    });
    expect(docs.title).toBe('Every output type');
  });

  it('falls back to the first h1 and first paragraph without metadata.cookbook', () => {
    const simple = bundle.page('/guides/cookbook/simple');
    expect(simple.notebook).toMatchObject({
      title: 'Simple notebook',
      description: 'The first paragraph describes it.',
      docsPath: null,
    });
    expect(simple.canonical).toBe('/guides/cookbook/simple');
  });

  it('renders code cells with execution counts and every output type', () => {
    const tree = bundle.page('/docs/sdk/notebook-page').tree;
    const cells = all(tree, 'NotebookCell');
    expect(cells.map((cell) => cell[1])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, null].map((count) => ({
        executionCount: count,
        language: 'python',
      })),
    );
    const outputs = all(tree, 'NotebookOutput').map((output) => output[1]);
    expect(outputs).toEqual([
      { name: 'stdout', type: 'stream' },
      { name: 'stderr', type: 'stream' },
      { type: 'text' },
      { type: 'markdown' },
      { type: 'html' },
      { type: 'image' },
      { type: 'image' },
      { type: 'image' },
      { type: 'json' },
      { name: 'ValueError', type: 'error' },
    ]);
    const pre = cells[0][2] as Element;
    expect([pre[0], pre[1]]).toEqual(['pre', { 'data-language': 'python' }]);
  });

  it('writes images as asset files instead of inline base64', () => {
    const images = all(bundle.page('/docs/sdk/notebook-page').tree, 'img').map(
      (img) => img[1]?.src as string,
    );
    expect(images).toHaveLength(3);
    for (const src of images) {
      expect(src).toMatch(/^\/_content\/assets\/[0-9a-f]{16}\.(png|jpg|svg)$/);
      expect(bundle.has(src)).toBe(true);
    }
    expect(images.map((src) => src.split('.').pop()).sort()).toEqual(['jpg', 'png', 'svg']);
    expect(JSON.stringify(bundle.page('/docs/sdk/notebook-page'))).not.toContain('base64');
  });

  it('sanitises HTML outputs and turns ANSI colours into spans', () => {
    const tree = bundle.page('/docs/sdk/notebook-page').tree;
    const html = all(tree, 'NotebookOutput').find(
      (output) => output[1]?.type === 'html',
    ) as Element;
    expect(JSON.stringify(html)).not.toMatch(/script|onclick/i);
    expect(all(html.slice(2) as TreeNode[], 'td')).toHaveLength(1);
    const error = all(tree, 'NotebookOutput').find(
      (output) => output[1]?.type === 'error',
    ) as Element;
    expect(JSON.stringify(error)).not.toContain('\u001b');
    expect(all(error.slice(2) as TreeNode[], 'span')[0][1]).toEqual({ className: 'ansi-red-fg' });
  });

  it('copies the notebook with variables filled in, and indexes cells for search', () => {
    const ipynb = JSON.parse(bundle.text('cookbook/all_outputs.ipynb')) as {
      cells: { source: string[] }[];
    };
    expect(ipynb.cells[0].source.join('')).toContain('pip install acme');
    const search = bundle.search()['/docs/sdk/notebook-page'];
    expect(search.title).toBe('Every output type');
    expect(search.data['rich-outputs#Rich outputs']).toContain('show_json()');
  });

  it("fills <CookbookIndex /> from the notebooks' own metadata", () => {
    const index = all(bundle.page('/guides/cookbook').tree, 'CookbookIndex')[0];
    expect(index[1]).toEqual({
      groups: [
        {
          key: 'sdk',
          title: 'SDK examples',
          entries: [
            {
              title: 'Every output type',
              description: 'A notebook that shows each kind of output.',
              path: '/docs/sdk/notebook-page',
              tags: ['python', 'outputs'],
              notebook: 'all_outputs.ipynb',
            },
          ],
        },
        {
          key: 'other',
          title: 'Other',
          entries: [
            {
              title: 'Simple notebook',
              description: 'The first paragraph describes it.',
              path: '/guides/cookbook/simple',
              tags: [],
              notebook: 'simple.ipynb',
            },
          ],
        },
      ],
    });
    expect(bundle.text('guides/cookbook.md')).toContain(
      '- [Every output type](https://example.test/docs/sdk/notebook-page.md)',
    );
  });
});

describe('emitted extras', () => {
  it('copies raw sources (variables filled) where "Copy as Markdown" looks for them', () => {
    expect(bundle.text('_source/pages/docs/get-started.mdx')).toContain('pip install acme');
    expect(bundle.text('_source/pages/docs/index.mdx')).toContain('# Documentation');
    expect(bundle.text('_source/pages/index.mdx')).toContain(
      '# Welcome to %%brand%%'.replace('%%brand%%', 'Acme'),
    );
    expect(bundle.text('_source/pages/about.md')).toContain('# About');
    expect(bundle.text('_source/pages/docs/sdk/notebook-page.md')).toContain('# Every output type');
  });

  it('writes a Markdown twin per page with components flattened', () => {
    const twin = bundle.text('docs/get-started.md');
    expect(twin.startsWith('# Get started\n\nInstall Acme in five minutes.\n\n')).toBe(true);
    expect(twin).toContain('> **Note:** Works with Python 3.9+.');
    expect(twin).toContain('### Python\n\n```python\nfrom acme import observe\n```');
    expect(twin).toContain('### JS/TS');
    expect(twin).toContain('- [Tracing](/docs#documentation)');
    expect(twin).toContain('```mermaid\ngraph TD; A-->B\n```');
    expect(twin).toContain('$$\nE = mc^2\n$$');
    expect(twin).toContain('| Plan | Price |');
    expect(twin).not.toContain('<');
    expect(bundle.text('index.md').startsWith('# Acme docs')).toBe(true);
    expect(bundle.page('/docs/get-started').markdownPath).toBe('/docs/get-started.md');
  });

  it('writes llms.txt grouped by section and llms-full.txt with every twin', () => {
    const llms = bundle.text('llms.txt');
    expect(llms.startsWith('# Acme\n\n> Acme makes tracing tools.\n')).toBe(true);
    expect(llms).toContain('## Docs\n\n- [Documentation](https://example.test/docs.md): The docs.');
    expect(llms).toContain(
      '- [Get started](https://example.test/docs/get-started.md): Install Acme in five minutes.',
    );
    expect(llms.indexOf('## Docs')).toBeLessThan(llms.indexOf('## Blog'));
    expect(llms).not.toContain('zeta');
    const full = bundle.text('llms-full.txt');
    expect(full).toContain('# Get started');
    expect(full).toContain('# Every output type');
  });

  it('writes robots.txt and RSS feeds for blog and changelog from dated pages', () => {
    expect(bundle.text('robots.txt')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.test/sitemap.xml\n',
    );
    const blog = bundle.text('blog/rss.xml');
    expect(blog).toContain('<rss version="2.0"');
    expect(blog.indexOf('Second post')).toBeLessThan(blog.indexOf('First post'));
    expect(blog).toContain('<pubDate>Wed, 15 Jan 2025 00:00:00 GMT</pubDate>');
    expect(bundle.text('changelog/rss.xml')).toContain('<title>New SDK</title>');
  });

  it('resolves contributors from the route map and the team', () => {
    expect(bundle.page('/docs/get-started').contributors).toEqual([
      {
        username: 'mira',
        name: 'Mira O',
        title: 'Team Member',
        image: '/images/people/mira.svg',
        profileUrl: 'https://x.com/mira_x',
      },
      {
        username: 'octocat',
        name: 'octocat',
        title: 'Contributor',
        image: 'https://github.com/octocat.png',
        profileUrl: 'https://github.com/octocat',
      },
      {
        username: 'lena',
        name: 'Lena K',
        title: 'Team Member',
        image: '/images/people/lena.svg',
        profileUrl: 'https://github.com/lenak',
      },
    ]);
    expect(bundle.page('/about').contributors).toEqual([]);
  });

  it('gives every page a timestamp, file path, canonical and search entry', () => {
    const page = bundle.page('/docs/alpha');
    expect(typeof page.timestamp).toBe('number');
    expect(page.filePath).toBe('content/docs/alpha.mdx');
    expect(page.canonical).toBe('/docs/alpha');
    expect(bundle.search()['/docs/alpha']).toEqual({
      title: 'Alpha',
      data: { 'first-section#First section': 'Alpha text.' },
    });
    expect(bundle.search()['/docs/zeta']).toBeUndefined();
  });

  it('writes the search chunk one route per line, so it can be parsed as it streams', () => {
    const lines = bundle.text(`_content/${bundle.output.buildId}/search/en-US.json`).split('\n');
    expect(lines[0]).toBe('{');
    expect(lines.at(-1)).toBe('}');
    const routes = lines.slice(1, -1).map((line) => {
      const entry = JSON.parse(`{${line.replace(/,$/, '')}}`) as Record<string, unknown>;
      return Object.keys(entry);
    });
    expect(routes.every((keys) => keys.length === 1)).toBe(true);
    expect(routes.flat()).toEqual(Object.keys(bundle.search()));
  });
});

describe('locales', () => {
  it('builds content/{locale}/ trees with fallback to the default locale', () => {
    const manifest = JSON.parse(bundle.text('_content/manifest.json'));
    expect(manifest).toEqual({
      buildId: bundle.output.buildId,
      defaultLocale: 'en-US',
      locales: [
        { locale: 'en-US', name: 'English', direction: 'ltr' },
        { locale: 'ja', name: '日本語', direction: 'ltr' },
      ],
    });
    const translated = bundle.page('/ja/docs/get-started');
    expect(translated).toMatchObject({
      locale: 'ja',
      title: 'はじめに',
      filePath: 'content/ja/docs/get-started.mdx',
    });
    expect(translated.contentLocale).toBeUndefined();
    const fallback = bundle.page('/ja/docs/alpha');
    expect(fallback).toMatchObject({
      route: '/ja/docs/alpha',
      locale: 'ja',
      title: 'Alpha',
      filePath: 'content/docs/alpha.mdx',
      contentLocale: 'en-US',
    });
    expect(bundle.page('/docs/alpha').contentLocale).toBeUndefined();
    expect(fallback.tree).toEqual(bundle.page('/docs/alpha').tree);
    // Where relative links start from: a folder's index page says so, other pages do not.
    expect(bundle.page('/docs').index).toBe(true);
    expect(bundle.page('/ja/docs').index).toBe(true);
    expect(bundle.page('/docs/alpha').index).toBeUndefined();
    const jaDocs = bundle.pageMap('ja').find((entry) => entry.name === 'docs');
    expect(jaDocs?.route).toBe('/ja/docs');
    expect(jaDocs?.children?.find((entry) => entry.name === 'get-started')?.route).toBe(
      '/ja/docs/get-started',
    );
    expect(Object.keys(bundle.search('ja'))).toContain('/ja/docs/get-started');
    expect(bundle.text('ja/docs/get-started.md')).toContain('# はじめに');
    // The locale's llms.txt lists its translated pages only, by their own twins.
    const llms = bundle.text('ja/llms.txt');
    expect(llms).toContain('- [はじめに](https://example.test/ja/docs/get-started.md)');
    expect(llms).not.toContain('/ja/docs/alpha');
  });

  it('lists translations with hreflang alternates in the sitemap, untranslated pages not at all', () => {
    const sitemap = bundle.text('sitemap.xml');
    expect(sitemap).toContain('<loc>https://example.test/ja/docs/get-started</loc>');
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="ja" href="https://example.test/ja/docs/get-started"/>',
    );
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.test/docs/get-started"/>',
    );
    // /ja/docs/alpha is the English page under the Japanese route.
    expect(sitemap).toContain('<loc>https://example.test/docs/alpha</loc>');
    expect(sitemap).not.toContain('https://example.test/ja/docs/alpha');
    expect(sitemap).not.toContain('/docs/zeta<');
    // The guide copy of a notebook with a docsPath is not canonical.
    expect(sitemap).not.toContain('<loc>https://example.test/guides/cookbook/all_outputs</loc>');
  });
});
