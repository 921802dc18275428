/**
 * `npm run build` after a page changed and nothing of the app did takes the
 * earlier build's client (content-only-build.ts), and its output is the same,
 * file for file and byte for byte, as a whole build of that content.
 */
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { prerenderCacheDir } from '../prerender/cache-dir.ts';
import { buildSite } from '../site-build.ts';
import { root, sitePaths } from '../site-paths.ts';
import { clientRecordFile } from './client-record.ts';
import { OFFLINE_WORKER_FILE } from './content-only-build.ts';

const work = mkdtempSync(path.join(tmpdir(), 'content-only-build-'));
const tree = path.join(work, 'tree');
cpSync(path.join(root, 'tests/fixtures/nextra-changelog'), tree, { recursive: true });
const nodeEnv = process.env.NODE_ENV;

afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
  for (const name of ['site', 'whole']) {
    const cacheDir = prerenderCacheDir(root, path.join(work, name));
    rmSync(cacheDir, { recursive: true, force: true });
    rmSync(clientRecordFile(cacheDir), { force: true });
  }
  rmSync(path.dirname(sitePaths(tree).bundleDir), { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

function build(name: string) {
  return buildSite(['--content', tree, '--outDir', path.join(work, name), '--logLevel', 'error']);
}

function files(dir: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.set(path.relative(dir, file), readFileSync(file));
  }
  return found;
}

it('a build after a page changed takes the earlier client and writes what a whole build does', async () => {
  const first = await build('site');
  expect(first).toMatchObject({ code: 0, client: 'built' });
  const earlierWorker = readFileSync(path.join(work, 'site', OFFLINE_WORKER_FILE), 'utf8');

  appendFileSync(path.join(tree, 'docs/getting-started.en.mdx'), '\nA sentence added later.\n');
  writeFileSync(
    path.join(tree, 'index.en.mdx'),
    readFileSync(path.join(tree, 'index.en.mdx'), 'utf8').replace(/^# .*$/m, '# A new home'),
  );
  const second = await build('site');
  expect(second).toMatchObject({ code: 0, client: 'earlier' });
  const whole = await build('whole');
  expect(whole).toMatchObject({ code: 0, client: 'built' });

  const reused = files(path.join(work, 'site'));
  const built = files(path.join(work, 'whole'));
  expect([...reused.keys()].sort()).toEqual([...built.keys()].sort());
  const differing = [...built].filter(([file, bytes]) => !reused.get(file)?.equals(bytes));
  expect(differing.map(([file]) => file)).toEqual([]);
  // The change is in: the page, the home page's heading, and the worker's precache revisions.
  expect(reused.get('docs/getting-started.html')?.toString()).toContain('A sentence added later.');
  expect(reused.get('index.html')?.toString()).toContain('A new home');
  expect(reused.get(OFFLINE_WORKER_FILE)?.toString()).not.toBe(earlierWorker);

  // Again, the home page unchanged this time: it is the earlier one, moved (page-move.ts).
  appendFileSync(path.join(tree, 'docs/getting-started.en.mdx'), '\nOne more sentence.\n');
  const third = await build('site');
  expect(third).toMatchObject({ code: 0, client: 'earlier' });
  const now = files(path.join(work, 'site'));
  expect(now.get('docs/getting-started.html')?.toString()).toContain('One more sentence.');
  const worker = now.get(OFFLINE_WORKER_FILE)?.toString() ?? '';
  for (const file of ['index.html', '_content/manifest.json']) {
    const revision = createHash('md5')
      .update(now.get(file) ?? '')
      .digest('hex');
    expect(worker).toContain(JSON.stringify({ revision, url: file }));
  }
}, 300_000);
