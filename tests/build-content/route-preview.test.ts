import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../build-content/lib/builder.ts';
import type { RoutePreview } from '../../build-content/lib/route-preview.ts';
import { fixtures, inMemoryBuilderOptions, tempDir } from './helpers.ts';

const options = inMemoryBuilderOptions;

/** A watch-mode builder on a copy of `fixture`, built once; `save` rebuilds after writing files. */
async function watchedTree(fixture: string) {
  const contentDir = path.join(tempDir(`route-preview-${fixture}`), 'content');
  cpSync(path.join(fixtures, fixture), contentDir, { recursive: true });
  const builder = new ContentBuilder({ contentDir, ...options });
  const first = await builder.build();
  expect(first.errors).toEqual([]);
  return {
    contentDir,
    builder,
    /** Writes `files` (path under the tree → text), rebuilds, and returns the previews and the build. */
    async save(files: Record<string, string>) {
      const changed = new Set<string>();
      for (const [file, text] of Object.entries(files)) {
        const absolute = path.join(contentDir, file);
        writeFileSync(absolute, text);
        changed.add(absolute);
      }
      const previews: RoutePreview[] = [];
      const output = await builder.build(changed, {
        preview: async (routes) => void previews.push(routes),
      });
      return { previews, output };
    },
  };
}

describe('preview of saved pages', () => {
  it("gives a saved page's chunk and twin, as the build that follows makes them", async () => {
    const tree = await watchedTree('site');
    try {
      const alpha = readFileSync(path.join(tree.contentDir, 'docs/alpha.mdx'), 'utf8');
      const { previews, output } = await tree.save({
        'docs/alpha.mdx': `${alpha}\nA sentence saved while the page was open.\n`,
      });
      expect(previews).toHaveLength(1);
      const [preview] = previews;
      // The page and its fallback under the second locale's route.
      expect([...preview.versioned.keys()].sort()).toEqual([
        'pages/docs/alpha.json',
        'pages/ja/docs/alpha.json',
      ]);
      expect([...preview.files.keys()].sort()).toEqual(['docs/alpha.md', 'ja/docs/alpha.md']);
      expect(preview.versioned.get('pages/docs/alpha.json')).toContain(
        'A sentence saved while the page was open.',
      );
      expect(preview.files.get('docs/alpha.md')).toContain(
        'A sentence saved while the page was open.',
      );
      // The build that follows makes the very same files.
      for (const [file, json] of preview.versioned)
        expect(json).toBe(String(output.files.get(`_content/${output.buildId}/${file}`)));
      for (const [file, text] of preview.files) expect(text).toBe(String(output.files.get(file)));
    } finally {
      await tree.builder.close();
    }
  });

  it("previews a Nextra tree's page under its own route and the other locale's", async () => {
    const tree = await watchedTree('nextra-suffix');
    try {
      const intro = readFileSync(path.join(tree.contentDir, 'docs/intro.en.mdx'), 'utf8');
      const { previews, output } = await tree.save({
        'docs/intro.en.mdx': `${intro}\nSaved in English only.\n`,
      });
      expect(previews).toHaveLength(1);
      const routes = [...previews[0].versioned.keys()].sort();
      expect(routes).toEqual(['pages/de/docs/intro.json', 'pages/docs/intro.json']);
      for (const [file, json] of previews[0].versioned) {
        expect(json).toContain('Saved in English only.');
        expect(json).toBe(String(output.files.get(`_content/${output.buildId}/${file}`)));
      }
    } finally {
      await tree.builder.close();
    }
  });

  it('leaves a new page, a page that fails to compile and a first build to the build', async () => {
    const tree = await watchedTree('site');
    try {
      const added = await tree.save({ 'docs/brand-new.mdx': '# Brand new\n\nNew page.\n' });
      expect(added.previews).toEqual([]);
      expect(added.output.routes).toContain('/docs/brand-new');

      const broken = await tree.save({ 'docs/brand-new.mdx': '# Brand new\n\n<Unclosed\n' });
      expect(broken.previews).toEqual([]);
      expect(broken.output.errors.length).toBeGreaterThan(0);

      const fresh = new ContentBuilder({ contentDir: tree.contentDir, ...options });
      const previews: RoutePreview[] = [];
      await fresh.build(undefined, { preview: async (routes) => void previews.push(routes) });
      await fresh.close();
      expect(previews).toEqual([]);
    } finally {
      await tree.builder.close();
    }
  });
});
