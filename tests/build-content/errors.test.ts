import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildContent, formatDiagnostic } from '../../build-content/index.ts';
import { buildFixture, fixtures, tempDir, testSiteConfig } from './helpers.ts';

const run = promisify(execFile);
const brokenDir = path.join(fixtures, 'broken');

describe('link check', () => {
  it('lists every broken internal link and #anchor as file:line:col errors', async () => {
    const bundle = await buildFixture('broken');
    const links = bundle.output.errors.filter((d) => d.message.startsWith('broken link'));
    expect(links.map((d) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.message}`)).toEqual(
      [
        'broken-links.mdx:3:1 broken link /docs/missing: no page or file at /docs/missing',
        'broken-links.mdx:3:35 broken link /good#nowhere: no heading #nowhere on /good',
        'broken-links.mdx:3:115 broken link #nope: no heading #nope on /broken-links',
      ],
    );
  });

  it('downgrades broken links to warnings with links: "warn"', async () => {
    const bundle = await buildFixture('broken', 'warn');
    expect(bundle.output.errors.some((d) => d.message.startsWith('broken link'))).toBe(false);
    expect(bundle.output.warnings.filter((d) => d.message.startsWith('broken link'))).toHaveLength(
      3,
    );
  });

  it('accepts links to pages, headings, notebook pages, twins and downloads', async () => {
    const bundle = await buildFixture('site');
    expect(bundle.output.errors).toEqual([]);
    expect(bundle.output.warnings).toEqual([]);
  });
});

describe('error reporting', () => {
  it('reports every error of every page and notebook, sorted, with positions', async () => {
    const bundle = await buildFixture('broken', 'warn');
    const lines = bundle.output.errors.map(
      (d) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.message}`,
    );
    expect(lines).toEqual([
      'bad-attributes.mdx:3:10 attribute "count" of <Callout>: BigInt literals are not supported in attributes',
      'bad-attributes.mdx:5:10 attribute "pattern" of <Callout>: regular expression literals are not supported in attributes',
      'bad-frontmatter.mdx:2:17 invalid front matter: Flow sequence in block collection must be sufficiently indented and end with a ]',
      expect.stringMatching(/^bad-syntax\.mdx:3:1 could not parse MDX: .*Callout/),
      'not_json.ipynb:5:3 notebook is not valid JSON: unexpected "]"',
      'old_format.ipynb:1:1 not an nbformat 4 notebook (nbformat: 3)',
      'unknown-variable.mdx:3:9 unknown content variable %%nope%%',
    ]);
    expect(bundle.output.warnings.map((d) => `${path.basename(d.file)}:${d.line}`)).toContain(
      'bad-attributes.mdx:7',
    );
  });

  it('writes nothing when the build fails and keeps a previous bundle intact', async () => {
    const outDir = path.join(tempDir('errors'), 'bundle');
    const first = await buildContent({
      contentDir: path.join(fixtures, 'nextra-suffix'),
      outDir,
      cacheDir: false,
      workers: 0,
      publicDir: false,
    });
    expect(first.errors).toEqual([]);
    const failed = await buildContent({
      contentDir: brokenDir,
      outDir,
      cacheDir: false,
      workers: 0,
      publicDir: false,
      siteConfig: testSiteConfig,
    });
    expect(failed.errors.length).toBeGreaterThan(0);
    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '_content', 'manifest.json'), 'utf8'),
    );
    expect(manifest.buildId).toBe(first.buildId);
    const fresh = path.join(tempDir('errors-fresh'), 'bundle');
    await buildContent({
      contentDir: brokenDir,
      outDir: fresh,
      cacheDir: false,
      workers: 0,
      publicDir: false,
    });
    expect(existsSync(fresh)).toBe(false);
    expect(formatDiagnostic(failed.errors[0])).toMatch(/^.+:\d+:\d+ .+/);
  });

  it('the CLI prints file:line:col messages and exits non-zero', async () => {
    const outDir = path.join(tempDir('cli'), 'bundle');
    const cli = path.resolve(import.meta.dirname, '..', '..', 'build-content', 'cli.ts');
    const tsx = path.resolve(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'tsx');
    const failure = await run(tsx, [cli, '--content', brokenDir, '--out', outDir, '--no-cache'], {
      cwd: path.resolve(import.meta.dirname, '..', '..'),
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(
      /tests\/fixtures\/broken\/bad-syntax\.mdx:3:1 could not parse MDX/,
    );
    expect(failure?.stderr).toMatch(/nothing written/);
    expect(existsSync(outDir)).toBe(false);
    const okDir = path.join(tempDir('cli-ok'), 'bundle');
    const ok = await run(tsx, [
      cli,
      '--content',
      path.join(fixtures, 'nextra-suffix'),
      '--out',
      okDir,
      '--no-cache',
    ]);
    expect(ok.stdout).toMatch(/6 routes/);
    expect(existsSync(path.join(okDir, '_content', 'manifest.json'))).toBe(true);
    writeFileSync(path.join(okDir, 'marker'), '');
  });
});
