import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { appKey, withoutOutDir } from './app-key.ts';

const repo = mkdtempSync(path.join(tmpdir(), 'app-key-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

function git(...args: string[]) {
  const result = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
}

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
}

it('changes with any source git sees, the .env files, VITE_ variables and vite arguments, and nothing else', () => {
  write('.gitignore', 'dist/\n.env.local\n');
  write('src/app.ts', 'export const app = 1;\n');
  write('content/index.mdx', '# Home\n');
  write('tests/app.test.ts', 'it.todo("x");\n');
  git('init', '-q');
  git('add', '.');
  const contentDir = path.join(repo, 'content');
  const key = (env: NodeJS.ProcessEnv = {}, viteArgs: string[] = []) =>
    appKey({ root: repo, contentDir, viteArgs, env });
  const first = key();
  expect(first).toMatch(/^[0-9a-f]{64}$/);
  expect(key({ HOME: '/elsewhere', BUILD_CONTENT_TIMING: '1' })).toBe(first);

  // What no client build reads: the content tree being built, tests, ignored output.
  write('content/index.mdx', '# Home, edited\n');
  write('tests/app.test.ts', 'it.todo("y");\n');
  write('dist/index.html', '<html>');
  expect(key()).toBe(first);

  const changes: [string, () => void][] = [
    ['a tracked source', () => write('src/app.ts', 'export const app = 2;\n')],
    ['a new file not yet added', () => write('src/extra.ts', 'export {};\n')],
    ['an ignored .env file vite reads', () => write('.env.local', 'VITE_FLAG=1\n')],
    ['a tracked file deleted', () => unlinkSync(path.join(repo, 'src/app.ts'))],
  ];
  const seen = new Set([first]);
  for (const [what, change] of changes) {
    change();
    const next = key();
    expect(seen.has(next as string), what).toBe(false);
    seen.add(next as string);
  }
  const settled = key();
  expect(key({ VITE_POSTHOG_KEY: 'phc_test' })).not.toBe(settled);
  expect(key({}, ['--mode', 'staging'])).not.toBe(settled);
});

it('is unknown outside a git work tree, so every build there is a whole one', () => {
  const bare = mkdtempSync(path.join(tmpdir(), 'app-key-no-git-'));
  try {
    writeFileSync(path.join(bare, 'index.html'), '<html>');
    expect(appKey({ root: bare, contentDir: bare, viteArgs: [], env: {} })).toBeUndefined();
  } finally {
    rmSync(bare, { recursive: true, force: true });
  }
});

it('leaves the output folder out of vite arguments, in either spelling', () => {
  expect(withoutOutDir(['--outDir', 'dist', '--mode', 'x', '--outDir=other'])).toEqual([
    '--mode',
    'x',
  ]);
});
