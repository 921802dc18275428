/**
 * The whole site from a content tree: build-content into the tree's bundle
 * folder, then `vite build` (app, prerendered pages, offline worker, headers)
 * on that bundle. Without --content it is this site's content/ into .bundle/
 * and dist/; another tree builds into .cache/sites/<name>-<hash>/ (see
 * site-paths.ts) with broken links as warnings, since it never opted into
 * this site's rules. Ends with one summary line: the content step's counts
 * and warnings, then seconds, peak memory and search bytes (build-figures.ts).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildContent, formatDiagnostic } from '../build-content/index.ts';
import { releaseGarbage } from '../build-content/lib/collect-garbage.ts';
import { sha256 } from '../build-content/lib/compile-cache.ts';
import { phaseTimer } from '../build-content/lib/timing.ts';
import { buildFigures, PeakMemory, searchBytes } from './build-figures.ts';
import { appKey, withoutOutDir } from './client-reuse/app-key.ts';
import {
  CLIENT_FILES_ENV,
  clientRecordFile,
  readClientRecord,
  writeClientRecord,
} from './client-reuse/client-record.ts';
import { contentOnlyBuild } from './client-reuse/content-only-build.ts';
import { type EarlierBuild, keepEarlierBuild, moveEarlierBuildAside } from './earlier-build.ts';
import { prerenderCacheDir } from './prerender/cache-dir.ts';
import { hashFolder, PRERENDER_PREVIOUS_ENV } from './prerender/page-reuse.ts';
import { root, type SitePaths, sitePaths } from './site-paths.ts';
import { warningsSummary } from './warnings-summary.ts';

/** More warnings than this are written to a file instead of the terminal. */
const PRINTED_WARNINGS = 50;

export interface SiteBuildArgs {
  content: string;
  links?: 'error' | 'warn';
  /** Everything else, passed to `vite build` as given. */
  viteArgs: string[];
}

/** Takes --content and --links (either `--x v` or `--x=v`); the rest is vite's. */
export function parseSiteBuildArgs(argv: readonly string[]): SiteBuildArgs {
  const args: SiteBuildArgs = { content: 'content', viteArgs: [] };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split(/=(.*)/s, 2);
    if (flag !== '--content' && flag !== '--links') {
      args.viteArgs.push(argv[index]);
      continue;
    }
    const value = inline ?? argv[++index];
    if (!value) throw new Error(`${flag} needs a value`);
    if (flag === '--content') args.content = value;
    else if (value === 'error' || value === 'warn') args.links = value;
    else throw new Error('--links must be "error" or "warn"');
  }
  return args;
}

interface ContentStep {
  ok: boolean;
  /** warnings-summary.ts's line, which the build's last line starts with. */
  summary: string;
  seconds: number;
}

async function buildSiteContent(paths: SitePaths, links: 'error' | 'warn'): Promise<ContentStep> {
  const started = performance.now();
  const result = await buildContent({
    contentDir: paths.contentDir,
    outDir: paths.bundleDir,
    links,
  });
  const shown = result.warnings.slice(0, PRINTED_WARNINGS);
  for (const warning of shown) console.warn(`${formatDiagnostic(warning)} (warning)`);
  if (result.warnings.length > shown.length) {
    const file = path.join(path.dirname(paths.bundleDir), 'content-warnings.txt');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${result.warnings.map(formatDiagnostic).join('\n')}\n`);
    console.warn(
      `… ${result.warnings.length - shown.length} more, all in ${path.relative(root, file)}`,
    );
  }
  for (const error of result.errors) console.error(formatDiagnostic(error));
  return {
    ok: result.errors.length === 0,
    summary: warningsSummary(result.routes.length, result.errors, result.warnings),
    seconds: (performance.now() - started) / 1000,
  };
}

/** `vite build` as a child of this process (not through npx), so its memory can be watched. */
function viteBuild(
  viteArgs: string[],
  paths: SitePaths,
  memory: PeakMemory,
  earlier: EarlierBuild | undefined,
  clientFilesFile: string,
): Promise<number> {
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', ...viteArgs],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        CONTENT_BUNDLE_DIR: paths.bundleDir,
        CONTENT_DIR: paths.contentDir,
        // A site build is for serving: a NODE_ENV=development left in the shell (or by a dev
        // server in the same process) would compile the prerender's JSX for React's dev runtime.
        NODE_ENV: 'production',
        ...(earlier && { [PRERENDER_PREVIOUS_ENV]: earlier.dir }),
        [CLIENT_FILES_ENV]: clientFilesFile,
      },
    },
  );
  memory.watch(child.pid);
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Where a build's client came from: `vite build`, or the earlier build of the same app. */
export type ClientSource = 'built' | 'earlier';

/**
 * The client: the earlier build's when the app is unchanged since it (only the
 * content changed, client-reuse/), else `vite build`'s, recorded for the next
 * build. Returns vite's exit code (0 once the earlier client was taken).
 */
async function buildClient(
  viteArgs: string[],
  key: string | undefined,
  paths: SitePaths,
  distDir: string,
  memory: PeakMemory,
  earlier: EarlierBuild | undefined,
): Promise<{ code: number; client: ClientSource }> {
  const cacheDir = prerenderCacheDir(root, distDir);
  const recordFile = clientRecordFile(cacheDir);
  const record = readClientRecord(recordFile);
  if (earlier && key && record?.key === key) {
    let built: Awaited<ReturnType<typeof contentOnlyBuild>>;
    try {
      built = await contentOnlyBuild({
        root,
        bundleDir: paths.bundleDir,
        outDir: distDir,
        earlierDir: earlier.dir,
        cacheDir,
        record,
        log: (message) => console.log(message),
      });
    } catch (error) {
      // As a failed `vite build`: the earlier build is put back.
      console.error(error instanceof Error ? error.message : error);
      return { code: 1, client: 'earlier' };
    }
    if ('timing' in built) {
      console.log("client: the earlier build's (the app is unchanged; only the content changed)");
      return { code: 0, client: 'earlier' };
    }
    console.log(`client: built, since ${built.reason}`);
  }
  rmSync(recordFile, { force: true });
  const filesFile = `${recordFile}.${process.pid}.files`;
  try {
    const code = await viteBuild(viteArgs, paths, memory, earlier, filesFile);
    if (code === 0 && key && existsSync(filesFile)) {
      const files = JSON.parse(readFileSync(filesFile, 'utf8')) as string[];
      writeClientRecord(recordFile, {
        key,
        files,
        serverHash: hashFolder(path.join(cacheDir, 'server')),
      });
    }
    return { code, client: 'built' };
  } finally {
    rmSync(filesFile, { force: true });
  }
}

/** Where the gzip sizes of an output folder's search files are kept between builds (build-figures.ts). */
function searchSizesFile(distDir: string): string {
  return path.join(root, '.cache', 'search-sizes', `${sha256(distDir).slice(0, 16)}.json`);
}

/** Static files of a foreign tree (Nextra's public/ beside its pages), under the build's own. */
function copyTreePublic(paths: SitePaths, outDir: string): void {
  const treePublic = path.join(paths.contentDir, '..', 'public');
  if (paths.foreign && existsSync(treePublic))
    cpSync(treePublic, outDir, { recursive: true, force: false, errorOnExist: false });
}

export async function buildSite(
  argv: readonly string[],
): Promise<{ code: number; distDir: string; client?: ClientSource }> {
  const args = parseSiteBuildArgs(argv);
  const paths = sitePaths(args.content);
  if (!existsSync(paths.contentDir)) {
    console.error(`build: no content tree at ${paths.contentDir}`);
    return { code: 2, distDir: paths.distDir };
  }
  const links = args.links ?? (paths.foreign ? 'warn' : 'error');
  const started = performance.now();
  // Before the content step, which may take long enough for a source to be saved meanwhile.
  const key = appKey({
    root,
    contentDir: paths.contentDir,
    viteArgs: withoutOutDir(args.viteArgs),
    env: process.env,
  });
  const memory = new PeakMemory();
  const phase = phaseTimer('site');
  const content = await buildSiteContent(paths, links);
  phase('content');
  if (!content.ok) {
    memory.stop();
    console.log(`${content.summary} (${content.seconds.toFixed(2)}s)`);
    console.error('build: the content has errors; nothing built');
    return { code: 1, distDir: paths.distDir };
  }
  const outIndex = args.viteArgs.findIndex(
    (arg) => arg === '--outDir' || arg.startsWith('--outDir='),
  );
  const viteArgs = outIndex < 0 ? [...args.viteArgs, '--outDir', paths.distDir] : args.viteArgs;
  const outArg =
    outIndex < 0 ? paths.distDir : (viteArgs[outIndex].split('=')[1] ?? viteArgs[outIndex + 1]);
  const distDir = path.resolve(outArg);
  const { earlier, empty } = moveEarlierBuildAside(viteArgs, distDir);
  if (empty) viteArgs.push('--emptyOutDir');
  // The content step's memory is garbage now; given back before vite's is taken.
  releaseGarbage();
  phase('earlier build aside, garbage collected');
  const { code, client } = await buildClient(viteArgs, key, paths, distDir, memory, earlier);
  phase('client and pages');
  if (code === 0) copyTreePublic(paths, distDir);
  if (earlier) keepEarlierBuild(earlier, code !== 0);
  const search = searchBytes(distDir, searchSizesFile(distDir));
  phase('public files, search bytes');
  // The whole wait, the count of search bytes included.
  const seconds = { total: (performance.now() - started) / 1000, content: content.seconds };
  const figures = buildFigures(seconds, memory.stop(), search);
  const failed = client === 'earlier' ? 'the prerender failed' : `vite build failed (exit ${code})`;
  console.log(`${content.summary}; ${code === 0 ? figures : failed}`);
  return { code, distDir, client };
}
