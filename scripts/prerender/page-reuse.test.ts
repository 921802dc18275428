/**
 * A build after an earlier one reuses the pages nothing changed in, and
 * writes the same bytes as a build without one. Each build here is what
 * `npm run build` does after vite's client build (as in concurrent-builds.test.ts):
 * build-content of a tree, then the prerender step; the earlier build's
 * output is moved aside first, as site-build.ts does.
 */
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildContent } from '../../build-content/index.ts';
import { linkTree } from '../../build-content/lib/link-tree.ts';
import { keepEarlierBuild } from '../earlier-build.ts';
import { prerenderCacheDir } from './cache-dir.ts';
import { movedPagesFile } from './page-move.ts';
import { prerenderStep } from './vite-plugin.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SHELL =
  '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>';

const work = mkdtempSync(path.join(tmpdir(), 'page-reuse-'));
const tree = path.join(work, 'tree');
const nodeEnv = process.env.NODE_ENV;
beforeAll(() => {
  // As under `npm run build` (see concurrent-builds.test.ts).
  process.env.NODE_ENV = 'production';
  cpSync(path.join(root, 'tests/fixtures/site'), tree, { recursive: true });
});
afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
  for (const name of ['site', 'fresh']) {
    rmSync(prerenderCacheDir(root, path.join(work, name)), { recursive: true, force: true });
  }
  rmSync(work, { recursive: true, force: true });
});

/**
 * Content and pages of `tree` into `work/<name>`, reusing the pages of
 * `earlier`. The bundle is built beside the site and linked into it, as
 * site-build.ts does: a bundle file nothing changed in is the same file.
 */
async function build(name: string, { shell = SHELL, earlier = '' } = {}) {
  const outDir = path.join(work, name);
  const bundleDir = path.join(work, `${name}-bundle`);
  const content = await buildContent({
    contentDir: tree,
    outDir: bundleDir,
    cacheDir: path.join(work, 'compile-cache'),
    publicDir: false,
    embeddings: false,
  });
  expect(content.errors).toEqual([]);
  await linkTree(bundleDir, outDir);
  // As the client build writes it: the shell carries the content manifest, build id and all.
  const manifest = readFileSync(path.join(outDir, '_content/manifest.json'), 'utf8');
  const withManifest = `<script id="content-manifest" type="application/json">${manifest}</script></head>`;
  writeFileSync(path.join(outDir, 'index.html'), shell.replace('</head>', withManifest));
  const { timing } = await prerenderStep(root, outDir, () => {}, earlier || undefined);
  return { outDir, timing };
}

/** What the build would move aside before the next one. */
function moveAside(outDir: string): string {
  const aside = `${outDir}.earlier-test-${Date.now()}`;
  renameSync(outDir, aside);
  return aside;
}

function pages(dir: string): Map<string, string> {
  const html = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html') || entry.name === 'index.html') continue;
    const file = path.join(entry.parentPath, entry.name);
    html.set(path.relative(dir, file), readFileSync(file, 'utf8'));
  }
  return new Map([...html].sort(([a], [b]) => (a < b ? -1 : 1)));
}

it('a build after one page changed renders that page, reuses the rest, and equals a fresh build', async () => {
  const first = await build('site');
  expect(first.timing.reused).toBe(0);

  appendFileSync(path.join(tree, 'docs/alpha.mdx'), '\n\nA sentence added since the last build.\n');
  const earlierPages = pages(first.outDir);
  const earlier = moveAside(first.outDir);
  const second = await build('site', { earlier });
  const fresh = await build('fresh');
  // The reused pages were moved out of the earlier build (page-move.ts), which lacks them now.
  expect(pages(earlier).size).toBeLessThanOrEqual(earlierPages.size - second.timing.reused + 1);

  expect(second.timing.pages).toBe(fresh.timing.pages);
  // The changed page (and its other-locale fallback) is rendered again; every other page is reused.
  expect(second.timing.reused).toBeGreaterThan(second.timing.pages - 5);
  expect(second.timing.reused).toBeLessThan(second.timing.pages);
  // Only the changed page's chunks are read (its own, and the Japanese fallback's that carries
  // its text): every other chunk is the same file as before, its facts kept.
  expect(first.timing.chunks.kept).toBe(0);
  expect(second.timing.chunks.read).toBe(2);
  expect(second.timing.chunks.kept).toBe(first.timing.chunks.read - 2);
  const written = pages(second.outDir);
  expect(written.get('docs/alpha.html')).toContain('A sentence added since the last build.');
  // The build id changed with the content, and every reused page carries the new one.
  const buildId = JSON.parse(
    readFileSync(path.join(second.outDir, '_content/manifest.json'), 'utf8'),
  ).buildId;
  expect(written.get('docs/zeta.html')).toContain(`/_content/${buildId}/`);
  expect(written).toEqual(pages(fresh.outDir));

  // Had the build failed, its earlier one would be put back whole, each page with its own id.
  const copy = `${second.outDir}.copy`;
  cpSync(second.outDir, copy, { recursive: true });
  keepEarlierBuild({ dir: earlier, outDir: second.outDir }, true);
  expect(pages(second.outDir)).toEqual(earlierPages);
  expect(existsSync(movedPagesFile(earlier))).toBe(false);
  rmSync(second.outDir, { recursive: true, force: true });
  renameSync(copy, second.outDir);
}, 120_000);

it('a new shell renders every page again', async () => {
  const next = await build('site', {
    shell: SHELL.replace('<title>Shell</title>', '<title>Shell</title><meta name="x" content="y">'),
    earlier: moveAside(path.join(work, 'site')),
  });
  expect(next.timing.reused).toBe(0);
}, 120_000);
