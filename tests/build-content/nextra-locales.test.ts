import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../build-content/bundle-format.ts';
import { ContentBuilder } from '../../build-content/lib/builder.ts';
import { buildFixture, fixtures, tempDir, testSiteConfig } from './helpers.ts';
import { brief, elementsOf } from './tree-query.ts';

const hrefs = (tree: TreeNode[]) => elementsOf(tree, 'a').map((link) => link[1]?.href);

describe('locale-relative links, locale folders (content/en, content/ar)', () => {
  it('finds the locales from the folders and builds with every link resolved', async () => {
    const bundle = await buildFixture('nextra-locales-folders');
    expect(bundle.output.errors).toEqual([]);
    expect(bundle.output.warnings).toEqual([]);
    expect(bundle.output.locales).toEqual([
      { locale: 'ar', name: 'العربية', direction: 'rtl' },
      { locale: 'en', name: 'English', direction: 'ltr' },
    ]);
    expect(bundle.output.defaultLocale).toBe('en');
    expect(bundle.output.routes).toContain('/ar/resources/benefits');
    expect(bundle.output.routes).toContain('/resources/benefits');
  });

  it('emits links of a localized page with its locale, without trailing slashes', async () => {
    const bundle = await buildFixture('nextra-locales-folders');
    expect(hrefs(bundle.page('/ar/guide').tree)).toEqual([
      '/ar/resources/benefits',
      '/ar/resources',
      '/ar/resources/english-only#details',
      '/ar/resources/benefits',
      '/guide',
      '/guide.md',
      './resources/benefits/',
    ]);
    expect(hrefs(bundle.page('/ar').tree)).toEqual(['/ar/guide']);
    expect(bundle.text('ar/guide.md')).toContain('](/ar/resources/benefits)');
    // The default locale keeps its links unprefixed; its own prefix is dropped.
    expect(hrefs(bundle.page('/').tree)).toEqual(['/guide', '/resources/benefits#savings']);
    expect(hrefs(bundle.page('/guide').tree)).toEqual([
      '/resources/benefits',
      '/resources',
      '/ar/guide',
    ]);
  });
});

describe('locale-relative links, Nextra 2 suffix files (page.ar.mdx)', () => {
  it('resolves locale-less and trailing-slash links against the page locale', async () => {
    const bundle = await buildFixture('nextra-locales-suffix');
    expect(bundle.output.errors).toEqual([]);
    expect(bundle.output.warnings).toEqual([]);
    expect(hrefs(bundle.page('/ar/guide').tree)).toEqual([
      '/ar/resources/benefits',
      '/ar/resources',
      '/ar/resources/benefits#savings',
    ]);
    expect(hrefs(bundle.page('/guide').tree)).toEqual([
      '/resources/benefits',
      '/resources/benefits#savings',
    ]);
    expect(hrefs(bundle.page('/ar').tree)).toEqual(['/ar/guide']);
  });

  it('reports a broken localized link as written, with the localized route it looked for', async () => {
    const dir = tempDir('locales-broken');
    cpSync(path.join(fixtures, 'nextra-locales-suffix'), dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'broken.ar.mdx'),
      '# مكسور\n\nانظر [مفقود](/resources/missing/).\n',
    );
    const builder = new ContentBuilder({
      contentDir: dir,
      cacheDir: false,
      workers: 0,
      publicDir: false,
      links: 'warn',
      siteConfig: testSiteConfig,
    });
    const output = await builder.build();
    await builder.close();
    expect(output.errors).toEqual([]);
    expect(output.warnings.map(brief)).toEqual([
      'broken.ar.mdx:3:6 broken link /resources/missing/: no page or file at /ar/resources/missing',
    ]);
  });
});
