import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtures, tempDir, testSiteConfig } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Runs buildContent in a process of its own (its module graph starts empty)
 * and lists every module that process loaded, through a module hook.
 */
function buildInFreshProcess(work: string, contentDir: string, workers?: number) {
  const loadedLog = path.join(work, `loaded-${Date.now()}-${Math.random()}.txt`);
  writeFileSync(loadedLog, '');
  const hook = `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(process.env.LOADED_LOG, url + '\\n');
  return next(url, context);
}`;
  const script = path.join(work, 'build.mjs');
  writeFileSync(
    script,
    `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}));
const { buildContent } = await import(${JSON.stringify(path.join(root, 'build-content', 'index.ts'))});
const result = await buildContent(JSON.parse(process.env.BUILD_OPTIONS));
console.log(JSON.stringify({ errors: result.errors.length, buildId: result.buildId }));
`,
  );
  const options = {
    contentDir,
    outDir: path.join(work, 'bundle'),
    cacheDir: path.join(work, 'cache'),
    workers,
    publicDir: false,
    links: 'warn',
    embeddings: false,
    siteConfig: testSiteConfig,
  };
  const output = execFileSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LOADED_LOG: loadedLog, BUILD_OPTIONS: JSON.stringify(options) },
  });
  const result = JSON.parse(output.trim().split('\n').at(-1) as string) as {
    errors: number;
    buildId: string;
  };
  const loaded = readFileSync(loadedLog, 'utf8').split('\n').filter(Boolean);
  return { ...result, loaded };
}

const compilerLoaded = (loaded: string[]) =>
  loaded.some((url) => url.endsWith('/build-content/lib/compile-page.ts'));
const highlighterLoaded = (loaded: string[]) =>
  loaded.some((url) => url.includes('/node_modules/highlight.js/'));

describe('the compiler is loaded only when a page must be compiled', () => {
  it('a rebuild that finds every page in the compile cache never loads it; an edited page does', () => {
    const work = tempDir('compiler-on-demand');
    const contentDir = path.join(work, 'content');
    cpSync(path.join(fixtures, 'site'), contentDir, { recursive: true });

    const cold = buildInFreshProcess(work, contentDir, 0);
    expect(cold.errors).toBe(0);
    expect(compilerLoaded(cold.loaded)).toBe(true);

    const warm = buildInFreshProcess(work, contentDir, 0);
    expect(warm.errors).toBe(0);
    expect(warm.buildId).toBe(cold.buildId);
    expect(warm.loaded.some((url) => url.endsWith('/build-content/lib/builder.ts'))).toBe(true);
    expect(compilerLoaded(warm.loaded)).toBe(false);
    expect(highlighterLoaded(warm.loaded)).toBe(false);

    const page = path.join(contentDir, 'docs', 'get-started.mdx');
    appendFileSync(page, '\n\nA sentence added after the first build.\n');
    const edited = buildInFreshProcess(work, contentDir, 0);
    expect(edited.errors).toBe(0);
    expect(compilerLoaded(edited.loaded)).toBe(true);
    expect(edited.buildId).not.toBe(cold.buildId);
  });

  it('an edited page among cached ones is compiled on a worker thread while the rest are read', () => {
    const work = tempDir('compiler-off-thread');
    const contentDir = path.join(work, 'content');
    cpSync(path.join(fixtures, 'site'), contentDir, { recursive: true });
    const cold = buildInFreshProcess(work, contentDir);
    expect(cold.errors).toBe(0);

    appendFileSync(path.join(contentDir, 'docs', 'get-started.mdx'), '\n\nAdded later.\n');
    const edited = buildInFreshProcess(work, contentDir);
    expect(edited.errors).toBe(0);
    expect(edited.buildId).not.toBe(cold.buildId);
    // Module hooks see this thread's loads only: the page was compiled elsewhere.
    expect(edited.loaded.some((url) => url.endsWith('/build-content/lib/builder.ts'))).toBe(true);
    expect(compilerLoaded(edited.loaded)).toBe(false);
    expect(highlighterLoaded(edited.loaded)).toBe(false);
  });
});
