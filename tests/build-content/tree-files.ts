import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BuildContentOptions, buildContent } from '../../build-content/index.ts';
import { fixtures, tempDir, testSiteConfig } from './helpers.ts';

export interface TreeFile {
  /** The bytes, base64. */
  bytes: string;
  ino: number;
}

/** Every file under `dir` by relative path, with its bytes and inode. */
export function readTree(dir: string, prefix = ''): Map<string, TreeFile> {
  const files = new Map<string, TreeFile>();
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    const stat = statSync(full);
    if (stat.isDirectory())
      for (const [k, v] of readTree(full, `${prefix}${entry}/`)) files.set(k, v);
    else
      files.set(`${prefix}${entry}`, {
        bytes: readFileSync(full).toString('base64'),
        ino: stat.ino,
      });
  }
  return files;
}

/** Every file under `dir` by relative path, with its bytes (base64). */
export function treeBytes(dir: string): Map<string, string> {
  return new Map([...readTree(dir)].map(([file, { bytes }]) => [file, bytes]));
}

/**
 * A copy of fixture `name` to edit, and one-off builds of it (single-threaded,
 * no public folder or embeddings, the test site's config unless `options`
 * say otherwise) with the cache folder given, by default one of its own.
 */
export function editableFixture(
  work: string,
  name: string,
  options: Pick<BuildContentOptions, 'siteConfig' | 'links'> = {},
) {
  const contentDir = path.join(work, 'content');
  cpSync(path.join(fixtures, name), contentDir, { recursive: true });
  const cacheDir = path.join(work, 'cache');
  const build = (outDir: string, cache: string | false = cacheDir) =>
    buildContent({
      contentDir,
      outDir,
      cacheDir: cache,
      workers: 0,
      publicDir: false,
      embeddings: false,
      siteConfig: testSiteConfig,
      ...options,
    });
  /** Appends a line to a source of the tree. */
  const edit = (file: string, text: string) => {
    const full = path.join(contentDir, file);
    writeFileSync(full, `${readFileSync(full, 'utf8')}\n${text}\n`);
  };
  /** The same content built into a new folder without cache or record. */
  const fresh = async () => {
    const dir = path.join(work, `fresh-${Math.random().toString(36).slice(2)}`);
    await build(dir, false);
    return dir;
  };
  return { contentDir, cacheDir, build, edit, fresh };
}

export { tempDir };
