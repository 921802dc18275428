import {
  cpSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../build-content/index.ts';
import { type BuildOutput, ContentBuilder } from '../../build-content/lib/builder.ts';
import { writeBundle, writeBundleChanges } from '../../build-content/lib/write-bundle.ts';
import { fixtures, inMemoryBuilderOptions, tempDir } from './helpers.ts';

const options = inMemoryBuilderOptions;

/** Every file under a folder, as path → bytes. */
function readTree(dir: string, prefix = ''): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory())
      for (const [name, bytes] of readTree(full, `${prefix}${entry}/`)) files.set(name, bytes);
    else files.set(`${prefix}${entry}`, readFileSync(full));
  }
  return files;
}

function bytesOf(files: BuildOutput['files']): Map<string, Buffer> {
  const result = new Map<string, Buffer>();
  for (const [name, content] of files) result.set(name, Buffer.from(content));
  return result;
}

/** Writes a source file with a fixed mtime, so its timestamp is the same for every build. */
function edit(file: string, text: string, day: number): void {
  writeFileSync(file, text);
  utimesSync(file, new Date(Date.UTC(2025, 0, day)), new Date(Date.UTC(2025, 0, day)));
}

async function coldBuild(contentDir: string): Promise<BuildOutput> {
  const builder = new ContentBuilder({ contentDir, ...options });
  try {
    return await builder.build();
  } finally {
    await builder.close();
  }
}

/**
 * Rebuilds after `changed`, then compares everything with a cold build of
 * the same tree: the files in memory, and the folder written from the changes.
 */
function comparer(builder: ContentBuilder, contentDir: string, work: string, liveDir: string) {
  return async (changed: string[]) => {
    const next = await builder.build(new Set(changed));
    const cold = await coldBuild(contentDir);
    expect(next.buildId).toBe(cold.buildId);
    expect(next.routes).toEqual(cold.routes);
    expect(next.errors).toEqual(cold.errors);
    expect(next.warnings).toEqual(cold.warnings);
    expect(bytesOf(next.files)).toEqual(bytesOf(cold.files));

    await writeBundleChanges(next, liveDir);
    const coldDir = path.join(work, `cold-${cold.buildId}`);
    await buildContent({ contentDir, outDir: coldDir, ...options });
    expect(readTree(liveDir)).toEqual(readTree(coldDir));
    rmSync(coldDir, { recursive: true, force: true });
    return next;
  };
}

/** A copy of `fixture` to edit, a watch-mode builder on it, and its comparison with cold builds. */
function treeUnderTest(fixture: string) {
  const work = tempDir(`incremental-${fixture}`);
  const contentDir = path.join(work, 'content');
  const liveDir = path.join(work, 'live');
  cpSync(path.join(fixtures, fixture), contentDir, { recursive: true });
  const builder = new ContentBuilder({ contentDir, ...options });
  return {
    contentDir,
    liveDir,
    builder,
    rebuildAndCompare: comparer(builder, contentDir, work, liveDir),
  };
}

describe('incremental rebuilds', () => {
  it('produce exactly the files of a cold build after each edit, in memory and on disk', async () => {
    const { contentDir, liveDir, builder, rebuildAndCompare } = treeUnderTest('site');
    const alpha = path.join(contentDir, 'docs', 'alpha.mdx');
    const omega = path.join(contentDir, 'docs', 'omega.mdx');

    try {
      const first = await builder.build();
      expect(first.errors).toEqual([]);
      expect(first.changes.written.length).toBe(first.files.size);
      await writeBundle(first.files, liveDir);

      // A text edit: one page compiled, only the files that show it rewritten.
      edit(alpha, '# Alpha\n\n## First section\n\nAlpha text, edited.\n', 2);
      const edited = await rebuildAndCompare([alpha]);
      expect(edited.stats.compiled).toBe(1);
      expect(edited.changes.written).toContain(`_content/${edited.buildId}/pages/docs/alpha.json`);
      expect(edited.changes.written).toContain('llms-full.txt');
      expect(edited.changes.written).not.toContain(`_content/${edited.buildId}/pages/about.json`);
      expect(edited.changes.written).not.toContain('about.md');

      // Renaming the heading breaks a link on another, unchanged page.
      edit(alpha, '# Alpha\n\n## Renamed section\n\nAlpha text.\n', 3);
      const broken = await rebuildAndCompare([alpha]);
      expect(broken.warnings.map((warning) => warning.message)).toContain(
        'broken link alpha#first-section: no heading #first-section on /docs/alpha',
      );

      // Restoring it clears the warning again.
      edit(alpha, '# Alpha\n\n## First section\n\nAlpha text.\n', 4);
      const fixed = await rebuildAndCompare([alpha]);
      expect(fixed.warnings.some((warning) => warning.message.includes('first-section'))).toBe(
        false,
      );

      // A new page appears in the route list, sitemap and llms files; then it goes again.
      edit(
        omega,
        '---\ntitle: Omega\ndescription: The last page.\n---\n\n# Omega\n\nSee [Alpha](/docs/alpha#first-section) and [nothing](/docs/nowhere).\n',
        5,
      );
      const added = await rebuildAndCompare([omega]);
      expect(added.routes).toContain('/docs/omega');
      expect(added.warnings.map((warning) => warning.message)).toContain(
        'broken link /docs/nowhere: no page or file at /docs/nowhere',
      );
      rmSync(omega);
      const removed = await rebuildAndCompare([omega]);
      expect(removed.routes).not.toContain('/docs/omega');
      expect(removed.changes.removed).toContain('docs/omega.md');

      // Nothing changed: same buildId, nothing to write.
      const same = await builder.build(new Set());
      expect(same.buildId).toBe(removed.buildId);
      expect(same.changes.written).toEqual([]);
    } finally {
      await builder.close();
    }
  });
  it('do the same on a Nextra tree with a folder per locale, right to left', async () => {
    const { contentDir, liveDir, builder, rebuildAndCompare } =
      treeUnderTest('nextra-locales-folders');
    const translated = path.join(contentDir, 'ar', 'resources', 'benefits.mdx');
    const guide = path.join(contentDir, 'ar', 'guide.mdx');
    try {
      const first = await builder.build();
      expect(first.errors).toEqual([]);
      await writeBundle(first.files, liveDir);
      expect(String(first.files.get('sitemap.xml'))).toContain('hreflang="ar"');

      // A translation edited: its chunk, twin, search and assistant lines and sitemap entry.
      edit(translated, '# الفوائد\n\nنص معدل.\n', 2);
      const edited = await rebuildAndCompare([translated]);
      expect(edited.stats.compiled).toBe(1);

      // A translation removed: the Arabic route falls back to the English text and the
      // English page loses its alternate.
      rmSync(guide);
      const fallback = await rebuildAndCompare([guide]);
      expect(fallback.routes).toContain('/ar/guide');
    } finally {
      await builder.close();
    }
  });
});
