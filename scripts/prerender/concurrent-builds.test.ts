/**
 * Two builds at once give the same bytes as one build alone. Each build here
 * is what `npm run build` does after vite's client build: build-content of a
 * fixture tree into the site folder, then the prerender step (server entry,
 * every page). The client build itself is left out: it writes only into its
 * own output folder and takes most of a minute.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildContent } from '../../build-content/index.ts';
import { prerenderCacheDir } from './cache-dir.ts';
import { prerenderStep } from './vite-plugin.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(root, 'tests/fixtures/site');
const SHELL =
  '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>';

const work = mkdtempSync(path.join(tmpdir(), 'concurrent-builds-'));
// As under `npm run build`: vitest's NODE_ENV=test would make vite bundle React's development JSX runtime.
const nodeEnv = process.env.NODE_ENV;
beforeAll(() => {
  process.env.NODE_ENV = 'production';
});
afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
  for (const name of ['alone', 'first', 'second']) {
    rmSync(prerenderCacheDir(root, path.join(work, name)), { recursive: true, force: true });
  }
  rmSync(work, { recursive: true, force: true });
});

/** One build into `work/<name>`, with the compile cache it is given. */
async function build(name: string, cacheDir: string): Promise<string> {
  const outDir = path.join(work, name);
  const content = await buildContent({
    contentDir: fixture,
    outDir,
    cacheDir,
    publicDir: false,
    embeddings: false,
  });
  expect(content.errors).toEqual([]);
  writeFileSync(path.join(outDir, 'index.html'), SHELL);
  const { cacheDir: kept, timing } = await prerenderStep(root, outDir);
  // The fixture with its two author pages (its own _site.json team), locales, 404 and 500.
  expect(timing.pages).toBeGreaterThan(40);
  expect(existsSync(path.join(kept, 'server', 'render-worker.js'))).toBe(true);
  return outDir;
}

/** Every file of a folder with the hash of its bytes. */
function fileHashes(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    hashes.set(path.relative(dir, file), createHash('sha256').update(bytes).digest('hex'));
  }
  return new Map([...hashes].sort(([a], [b]) => (a < b ? -1 : 1)));
}

it('two concurrent builds write the same bytes as one build alone', async () => {
  // Both at once, sharing one cold compile cache (as builds share .cache/build-content).
  const shared = path.join(work, 'cache-shared');
  const [first, second] = await Promise.all([build('first', shared), build('second', shared)]);
  const alone = await build('alone', path.join(work, 'cache-alone'));

  const expected = fileHashes(alone);
  expect(expected.size).toBeGreaterThan(100);
  expect([...expected.keys()]).toContain('docs/get-started.html');
  expect(fileHashes(first)).toEqual(expected);
  expect(fileHashes(second)).toEqual(expected);
  // Each build kept its server entry in a place of its own.
  expect(prerenderCacheDir(root, first)).not.toBe(prerenderCacheDir(root, second));
}, 90_000);
