/**
 * npm start -- [--content DIR] [--links error|warn] [serve options] [vite build options]
 *
 * Builds the whole site from a content tree, then serves it with its
 * functions and a local database (scripts/serve.ts). Serve options (--port,
 * --state, --fresh, --var) go to the server; another tree gets its own
 * output and database folders (scripts/site-paths.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildSite, parseSiteBuildArgs } from './site-build.ts';
import { root, sitePaths } from './site-paths.ts';
import { splitStartArgs } from './start-args.ts';

const { serve, build } = splitStartArgs(process.argv.slice(2));
const { code, distDir } = await buildSite(build);
if (code !== 0) process.exit(code);
const paths = sitePaths(parseSiteBuildArgs(build).content);
const state = serve.some((arg) => arg.startsWith('--state')) ? [] : ['--state', paths.stateDir];
const server = spawn(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [path.join(root, 'scripts', 'serve.ts'), '--dir', distDir, ...state, ...serve],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => server.kill(signal));
server.on('exit', (exitCode) => process.exit(exitCode ?? 0));
