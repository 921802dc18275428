/**
 * The record a whole build leaves of its client: the files vite wrote into
 * the output folder (the app's code and styles, public files, `_headers`),
 * the key they were made from (app-key.ts) and the prerender server entry
 * built with them. It is kept beside that output folder's prerender cache,
 * and read by the next build into the same folder (content-only-build.ts).
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Set by site-build.ts: where the client build writes the names of its output files. */
export const CLIENT_FILES_ENV = 'SITE_CLIENT_FILES_FILE';

export interface ClientRecord {
  /** app-key.ts: what the client was made from. */
  key: string;
  /** Output files of the client build, relative to the output folder; index.html is not among them. */
  files: string[];
  /** page-reuse.ts hashFolder of the prerender server entry built with this client. */
  serverHash: string;
}

/** The record of the last build into the output folder whose prerender cache is `cacheDir`. */
export function clientRecordFile(cacheDir: string): string {
  return `${cacheDir}.client.json`;
}

export function readClientRecord(file: string): ClientRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as ClientRecord;
    const valid =
      typeof record.key === 'string' &&
      typeof record.serverHash === 'string' &&
      Array.isArray(record.files) &&
      record.files.every((name) => typeof name === 'string');
    return valid ? record : undefined;
  } catch {
    return undefined;
  }
}

export function writeClientRecord(file: string, record: ClientRecord): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const staging = `${file}.${process.pid}.tmp`;
  writeFileSync(staging, JSON.stringify(record));
  renameSync(staging, file);
}

/** The files under `dir`, relative to it, with forward slashes (as vite names its output). */
function publicFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/**
 * With CLIENT_FILES_ENV set, the client build writes there the names of the
 * files it put into the output folder, its own index.html left out (the
 * content manifest is in it; content-only-build.ts writes it anew).
 */
export function clientFiles(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'client-files',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      const out = process.env[CLIENT_FILES_ENV];
      if (!out || config.build.ssr) return;
      const copied =
        config.build.copyPublicDir && config.publicDir ? publicFiles(config.publicDir) : [];
      const names = new Set([...Object.keys(bundle), ...copied]);
      names.delete('index.html');
      // Beside a prerender cache that a first build has not made yet.
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, JSON.stringify([...names].sort()));
    },
  };
}
