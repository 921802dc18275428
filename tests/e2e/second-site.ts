/**
 * A copy of the built site served on a port of its own, and a second build
 * of this site (one page changed) written over it: a deploy while a reader
 * has the site open, without other specs ever seeing the switch.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfigValues } from '../../config/values';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 8790);

export interface SecondSite {
  base: string;
  /** The served folder. */
  site: string;
  /** Builds this site with `text` added to the page `file` (under content/) into the served folder; its buildId. */
  deploy(file: string, text: string): string;
  stop(): void;
}

function tsx(args: string[], env: NodeJS.ProcessEnv = {}) {
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
}

async function waitFor(base: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/_content/manifest.json`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on ${base} did not start`);
}

/** Serves a copy of the suite's build on E2E_PORT + `offset`, in `.cache/e2e-<port>/<name>/`. */
export async function serveSecondSite(name: string, offset: number): Promise<SecondSite> {
  const base = `http://127.0.0.1:${port + offset}`;
  const work = path.join(root, '.cache', `e2e-${port}`, name);
  const site = path.join(work, 'site');
  const built = path.join(root, '.cache', `e2e-${port}`, 'dist');
  if (!existsSync(path.join(built, 'service-worker.js'))) throw new Error(`${built} is not built`);
  rmSync(work, { recursive: true, force: true });
  cpSync(built, site, { recursive: true });
  const server: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    ['scripts/serve.ts', '--port', String(port + offset), '--dir', site].concat([
      '--state',
      path.join(work, 'state'),
      '--fresh',
    ]),
    { cwd: root, detached: true, stdio: 'ignore' },
  );
  await waitFor(base);
  return {
    base,
    site,
    deploy(file, text) {
      const content = path.join(work, 'content');
      rmSync(content, { recursive: true, force: true });
      cpSync(path.join(root, 'content'), content, { recursive: true });
      appendFileSync(path.join(content, file), `\n${text}\n`);
      // A copied tree is another tree: it gets this site's editorial data through its own _site.json.
      const treeKeys = [
        'contentVariables',
        'team',
        'contributors',
        'cookbookGroups',
        'embedHosts',
        'assistantSkippedSections',
      ] as const;
      writeFileSync(
        path.join(content, '_site.json'),
        JSON.stringify(Object.fromEntries(treeKeys.map((key) => [key, siteConfigValues[key]]))),
      );
      const bundle = path.join(work, 'bundle');
      tsx(['build-content/cli.ts', '--content', content, '--out', bundle, '--links', 'warn']);
      tsx(
        [
          path.join(root, 'node_modules/vite/bin/vite.js'),
          'build',
          '--outDir',
          site,
          '--emptyOutDir',
        ],
        { CONTENT_BUNDLE_DIR: bundle },
      );
      return JSON.parse(readFileSync(path.join(site, '_content', 'manifest.json'), 'utf8')).buildId;
    },
    stop() {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    },
  };
}
