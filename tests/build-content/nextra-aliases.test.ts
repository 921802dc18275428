import { describe, expect, it } from 'vitest';
import { buildFixture } from './helpers.ts';
import { brief, textOf } from './tree-query.ts';

describe('imports through tsconfig/jsconfig path aliases', () => {
  it('resolves "paths" and "baseUrl" of a tsconfig.json (comments and trailing commas allowed)', async () => {
    const bundle = await buildFixture('nextra-aliases/tsconfig-paths/pages');
    expect(bundle.output.errors).toEqual([]);
    expect(bundle.output.warnings).toEqual([]);
    const text = textOf(bundle.page('/').tree);
    expect(text).toContain('How interop works');
    expect(text).toContain('Messages cross chains through a relay.');
    // The partial's own alias import resolves too, and the page imports the same file again.
    expect(text.split('Relays batch messages every block.')).toHaveLength(3);
    expect(text).toContain('Resolved through baseUrl alone.');
    expect(bundle.page('/').toc.map((entry) => entry.id)).toEqual(['how-interop-works']);
  });

  it('follows an "extends" chain (array and extension-less forms) for baseUrl and paths', async () => {
    const bundle = await buildFixture('nextra-aliases/extends-chain/content');
    expect(bundle.output.errors).toEqual([]);
    expect(textOf(bundle.page('/').tree)).toContain(
      'Content shared with the app router lives next to it.',
    );
  });

  it('reads jsconfig.json, resolving paths next to it when there is no baseUrl', async () => {
    const bundle = await buildFixture('nextra-aliases/jsconfig/docs');
    expect(bundle.output.errors).toEqual([]);
    expect(textOf(bundle.page('/').tree)).toContain(
      'Paths without a baseUrl resolve next to the jsconfig.',
    );
  });

  it('reports a missing aliased partial once per import, with the alias and the resolved path', async () => {
    const bundle = await buildFixture('nextra-aliases/missing/pages');
    expect(bundle.output.errors.map(brief)).toEqual([
      'index.mdx:1:1 partial "@/snippets/gone.mdx" not found: resolved through "@/*" in tests/fixtures/nextra-aliases/missing/tsconfig.json to tests/fixtures/nextra-aliases/missing/snippets/gone.mdx',
    ]);
  });

  it('keeps the build going with links: "warn", the missing partial reported as a warning', async () => {
    const bundle = await buildFixture('nextra-aliases/missing/pages', 'warn');
    expect(bundle.output.errors).toEqual([]);
    expect(bundle.output.warnings.map(brief)).toEqual([
      expect.stringMatching(/^index\.mdx:1:1 partial "@\/snippets\/gone\.mdx" not found/),
    ]);
    expect(bundle.output.routes).toEqual(['/', '/other']);
    expect(textOf(bundle.page('/').tree)).toContain('And once more.');
  });
});
