import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../build-content/lib/diagnostics.ts';
import { formatDiagnostic } from '../../build-content/lib/diagnostics.ts';
import { readNextI18n } from '../../build-content/lib/next-i18n.ts';
import { buildFixture, buildTree, tempDir } from './helpers.ts';
import { writeTree } from './temp-tree.ts';
import { brief, elementsOf } from './tree-query.ts';

describe('locale folders beside [locale]/, _app.tsx and _document.tsx', () => {
  it('finds the four locales and resolves every locale-relative link inside its locale', async () => {
    const bundle = await buildFixture('nextra-locale-folders-dynamic');
    expect(bundle.output.errors.map(formatDiagnostic)).toEqual([]);
    expect(bundle.output.warnings.map(formatDiagnostic)).toEqual([]);
    expect(bundle.output.locales.map((entry) => entry.locale)).toEqual(['ar', 'en', 'fr', 'ja']);
    expect(bundle.output.defaultLocale).toBe('en');
    const hrefs = (route: string) =>
      elementsOf(bundle.page(route).tree, 'a').map((link) =>
        decodeURIComponent(String(link[1]?.href)),
      );
    expect(hrefs('/ar/guide')).toEqual([
      '/ar/resources/roles/curating#البدء-السريع',
      '/ar/resources/roles',
    ]);
    expect(hrefs('/ja/guide')).toEqual([
      '/ja/resources/roles/curating#グローバル設定へアクセス',
      '/ja/resources/roles',
    ]);
    expect(hrefs('/guide')).toEqual(['/resources/roles/curating', '/resources/roles#roles']);
    // One search chunk per locale, each with its own pages only.
    expect(Object.keys(bundle.search('ja')).sort()).toContain('/ja/resources/roles/curating');
    expect(Object.keys(bundle.search('en'))).not.toContain('/ja/guide');
  });
});

describe('Next.js dynamic routes', () => {
  it('are no pages: `[lang]/` and `[...slug].mdx` have no static route', async () => {
    const dir = writeTree('dynamic-routes', {
      'index.mdx': '# Home\n',
      '[lang]/index.mdx': '# Redirect\n',
      'docs/[...slug].mdx': '# Any page\n',
      'docs/intro.mdx': '# Intro\n',
    });
    const bundle = await buildTree(dir);
    expect(bundle.output.errors.map(formatDiagnostic)).toEqual([]);
    expect(bundle.output.routes).toEqual(['/', '/docs/intro']);
  });
});

describe('i18n.locales of next.config', () => {
  it('wins over detection, with its default locale unprefixed', async () => {
    const bundle = await buildFixture('nextra-i18n-config/pages');
    expect(bundle.output.errors.map(formatDiagnostic)).toEqual([]);
    expect(bundle.output.warnings.map(formatDiagnostic)).toEqual([]);
    expect(bundle.output.locales.map((entry) => entry.locale)).toEqual(['zh-CN', 'en-US', 'de-DE']);
    expect(bundle.output.defaultLocale).toBe('zh-CN');
    expect(bundle.output.routes).toEqual([
      '/',
      '/de-DE',
      '/de-DE/docs/getting-started',
      '/de-DE/docs/options',
      '/docs/getting-started',
      '/docs/options',
      '/en-US',
      '/en-US/docs/getting-started',
      '/en-US/docs/options',
    ]);
    expect(bundle.page('/de-DE/docs/options')).toMatchObject({
      title: 'Optionen',
      locale: 'de-DE',
    });
    expect(bundle.page('/docs/options')).toMatchObject({ title: '选项', locale: 'zh-CN' });
  });

  const configIn = (name: string, text: string, nested = true) => {
    const root = writeTree('next-config', { [name]: text });
    const content = nested ? path.join(root, 'pages') : root;
    mkdirSync(content, { recursive: true });
    return content;
  };

  it.each([
    [
      'next.config.js',
      "const locales = ['en', 'fr'];\nmodule.exports = { i18n: { locales, defaultLocale: 'fr' } };\n",
      { locales: ['en', 'fr'], defaultLocale: 'fr' },
    ],
    [
      'next.config.ts',
      "import type { NextConfig } from 'next';\nconst i18n: NextConfig['i18n'] = {\n  'locales': [\"en-US\", \"ja\"], // shipped\n  defaultLocale: 'en-US',\n};\nexport default { i18n } satisfies NextConfig;\n",
      { locales: ['en-US', 'ja'], defaultLocale: 'en-US' },
    ],
    [
      'next.config.mjs',
      "/* i18n: { locales: ['xx'] } */\nexport default withNextra({ i18n: { defaultLocale: `de`, locales: ['de', 'en',] } })\n",
      { locales: ['de', 'en'], defaultLocale: 'de' },
    ],
  ])('reads %s statically', (name, text, expected) => {
    const warnings: Diagnostic[] = [];
    expect(readNextI18n(configIn(name, text), warnings)).toEqual(expected);
    expect(warnings).toEqual([]);
  });

  it('finds the config beside the content folder as well as one folder up', () => {
    const content = configIn(
      'next.config.js',
      "module.exports = { i18n: { locales: ['en', 'ar'], defaultLocale: 'en' } }",
      false,
    );
    expect(readNextI18n(content, [])?.locales).toEqual(['en', 'ar']);
    expect(readNextI18n(tempDir('no-config'), [])).toBeUndefined();
  });

  it('warns at the i18n key when the locales are computed, and detects them instead', () => {
    const warnings: Diagnostic[] = [];
    const content = configIn(
      'next.config.mjs',
      "import { all } from './locales.mjs'\n\nexport default {\n  i18n: { locales: all.map((l) => l.code), defaultLocale: 'en' },\n}\n",
    );
    expect(readNextI18n(content, warnings)).toBeUndefined();
    expect(warnings.map(brief)).toEqual([
      'next.config.mjs:4:3 i18n.locales is not a list of string literals: locales are taken from the content tree',
    ]);
  });
});
