import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientRecordFile } from './client-reuse/client-record.ts';
import { keepEarlierBuild, moveEarlierBuildAside } from './earlier-build.ts';
import { prerenderCacheDir } from './prerender/cache-dir.ts';
import { buildSite, parseSiteBuildArgs } from './site-build.ts';
import { root, sitePaths } from './site-paths.ts';
import { splitStartArgs } from './start-args.ts';
import { warningKind, warningsSummary } from './warnings-summary.ts';

describe('npm run build / npm start arguments', () => {
  it('takes --content and --links, and leaves the rest to vite', () => {
    expect(
      parseSiteBuildArgs(['--content=../site/pages', '--outDir', 'out', '--links', 'warn']),
    ).toEqual({
      content: '../site/pages',
      links: 'warn',
      viteArgs: ['--outDir', 'out'],
    });
    expect(() => parseSiteBuildArgs(['--links', 'maybe'])).toThrow('--links must be');
  });

  it('gives the server its options and the build the rest', () => {
    expect(
      splitStartArgs(['--content', 'x', '--port', '9000', '--fresh', '--var=A=1', '--outDir', 'o']),
    ).toEqual({
      serve: ['--port', '9000', '--fresh', '--var=A=1'],
      build: ['--content', 'x', '--outDir', 'o'],
    });
  });

  it("keeps this site's folders for content/ and gives any other tree its own", () => {
    const own = sitePaths('content');
    expect(own.foreign).toBe(false);
    expect(path.basename(own.bundleDir)).toBe('.bundle');
    const other = sitePaths('tests/fixtures/nextra-blog');
    expect(other.foreign).toBe(true);
    expect(other.distDir).toMatch(/\.cache\/sites\/nextra-blog-[0-9a-f]{8}\/dist$/);
  });
});

describe('warnings summary', () => {
  const at = (message: string) => ({ file: 'a.mdx', line: 1, column: 1, message });

  it('counts warnings per 100 pages and names the most frequent kinds', () => {
    const line = warningsSummary(
      200,
      [],
      [
        at('broken link /docs/a'),
        at('broken link /docs/b#x'),
        at('unknown component <Bleed> renders its children'),
      ],
    );
    expect(line).toBe(
      'content: 200 pages, 0 error(s), 3 warning(s) (1.5 per 100 pages); most: 2× broken link …; 1× unknown component <…> renders its children',
    );
  });

  it('takes names, paths and numbers out of a kind', () => {
    expect(warningKind('date "2024-02-30" is not a day (line 3)')).toBe(
      'date … is not a day (line N)',
    );
  });
});

describe('npm run build', () => {
  it('moves an earlier build aside, and only a folder that holds one', () => {
    const earlier = mkdtempSync(path.join(tmpdir(), 'site-build-earlier-'));
    const other = mkdtempSync(path.join(tmpdir(), 'site-build-other-'));
    try {
      mkdirSync(path.join(earlier, '_content'));
      writeFileSync(path.join(earlier, '_content/manifest.json'), '{}');
      writeFileSync(path.join(other, 'notes.txt'), 'not a site');
      expect(moveEarlierBuildAside(['--outDir', other], other)).toEqual({ empty: false });
      expect(existsSync(path.join(other, 'notes.txt'))).toBe(true);
      // The reader's own choice, either way, is vite's to apply.
      expect(moveEarlierBuildAside(['--emptyOutDir=false'], earlier)).toEqual({ empty: false });
      expect(moveEarlierBuildAside(['--no-emptyOutDir'], earlier)).toEqual({ empty: false });
      const moved = moveEarlierBuildAside(['--outDir', earlier], earlier).earlier;
      expect(moved?.outDir).toBe(earlier);
      expect(existsSync(earlier)).toBe(false);
      expect(readFileSync(path.join(moved?.dir ?? '', '_content/manifest.json'), 'utf8')).toBe(
        '{}',
      );

      // A build that failed puts it back, over what it wrote.
      mkdirSync(earlier);
      writeFileSync(path.join(earlier, 'half-written.html'), '<h1>');
      keepEarlierBuild(moved as NonNullable<typeof moved>, true);
      expect(existsSync(path.join(earlier, '_content/manifest.json'))).toBe(true);
      expect(existsSync(path.join(earlier, 'half-written.html'))).toBe(false);
      expect(existsSync(moved?.dir ?? '')).toBe(false);
    } finally {
      rmSync(earlier, { recursive: true, force: true });
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('builds a site to serve whatever NODE_ENV the shell exports, over an earlier build', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'site-build-node-env-'));
    // An earlier build in a folder outside the project, which vite does not empty by itself.
    mkdirSync(path.join(outDir, '_content'));
    writeFileSync(path.join(outDir, '_content/manifest.json'), '{"buildId":"earlier"}');
    writeFileSync(path.join(outDir, 'removed-page.html'), '<h1>Removed</h1>');
    const nodeEnv = process.env.NODE_ENV;
    // Left by a dev server or a shell profile, it made the prerender's JSX need React's dev runtime.
    process.env.NODE_ENV = 'development';
    try {
      const built = await buildSite([
        '--content',
        'tests/fixtures/nextra-changelog',
        '--outDir',
        outDir,
        '--logLevel',
        'error',
      ]);
      expect(built.code).toBe(0);
      expect(readFileSync(path.join(outDir, 'changelog.html'), 'utf8')).toContain('<h1');
      expect(existsSync(path.join(outDir, 'removed-page.html'))).toBe(false);
    } finally {
      process.env.NODE_ENV = nodeEnv;
      rmSync(outDir, { recursive: true, force: true });
      rmSync(prerenderCacheDir(root, outDir), { recursive: true, force: true });
      rmSync(clientRecordFile(prerenderCacheDir(root, outDir)), { force: true });
    }
  }, 180_000);
});
