/**
 * A second build of the site with other build-time settings (VITE_*), into
 * its own folder: browser tests and benchmarks of analytics need a build with
 * a key configured, while the default build has none.
 *
 * Only `vite build` runs (the content bundle in .bundle/ is shared; it is
 * built first if missing). A stamp of the settings and of the newest source
 * file lets a second call reuse the output.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

function run(command: string, env: Record<string, string>) {
  const result = spawnSync(command, {
    cwd: root,
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} failed with ${result.status}`);
}

/** Builds the site with `env` into `outDir` (relative to the repository) unless an identical build is there. */
export function buildSiteVariant(outDir: string, env: Record<string, string>): string {
  const dist = path.resolve(root, outDir);
  if (!existsSync(path.join(root, '.bundle', '_content', 'manifest.json')))
    run('npm run build:content', {});
  const inputs = [
    'src',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
    '.bundle/_content/manifest.json',
  ];
  const stamp = JSON.stringify({
    env,
    sources: Math.max(...inputs.map((input) => newestMtime(path.join(root, input)))),
  });
  const stampFile = path.join(dist, '.variant-stamp');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return dist;
  run(`npx vite build --logLevel warn --outDir ${JSON.stringify(dist)} --emptyOutDir`, env);
  writeFileSync(stampFile, stamp);
  return dist;
}

/** Build settings that point analytics and the CRM at loopback stand-ins on these ports. */
export function loopbackAnalyticsEnv(posthogPort: number, crmPort: number): Record<string, string> {
  return {
    VITE_POSTHOG_KEY: 'phc_loopback_stand_in',
    VITE_POSTHOG_HOST: `http://127.0.0.1:${posthogPort}`,
    VITE_CRM_ID: '4711',
    VITE_CRM_SCRIPT_URL: `http://127.0.0.1:${crmPort}/{id}.js`,
    VITE_CRM_HOSTS: `http://127.0.0.1:${crmPort}`,
  };
}
