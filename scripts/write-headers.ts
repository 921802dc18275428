/**
 * Writes the static `_headers` file (see scripts/security-headers.ts).
 *
 *   tsx scripts/write-headers.ts [--out dist/_headers] [--html dist/index.html]
 *
 * The build emits it into the output through `securityHeaders()` (a Vite
 * plugin), never into the source tree, so builds of other settings running side
 * by side cannot touch each other's file; the pre-paint script's hash is computed
 * from the same function that Vite inlines. With --html (scripts/serve.ts passes the served index.html), the inline
 * scripts of that built file are hashed too.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Plugin } from 'vite';
import { noFlashScript } from '../src/head/no-flash-script';
import { deferredStartScript } from './prerender/deferred-start';
import { headersFile, inlineScripts, sha256Source } from './security-headers';

export function scriptHashes(htmlFile?: string): string[] {
  const scripts = [noFlashScript(), deferredStartScript()];
  if (htmlFile && existsSync(htmlFile))
    scripts.push(...inlineScripts(readFileSync(htmlFile, 'utf8')));
  return [...new Set(scripts.map(sha256Source))];
}

export function writeHeaders(out: string, htmlFile?: string): string {
  const text = headersFile(scriptHashes(htmlFile));
  if (!existsSync(out) || readFileSync(out, 'utf8') !== text) writeFileSync(out, text);
  return text;
}

/** Emits `_headers` into the build output. */
export function securityHeaders(): Plugin {
  return {
    name: 'security-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(scriptHashes()) });
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { out: { type: 'string', default: 'dist/_headers' }, html: { type: 'string' } },
  });
  const root = path.resolve(import.meta.dirname, '..');
  const out = path.resolve(root, values.out);
  writeHeaders(out, values.html ? path.resolve(root, values.html) : undefined);
  console.log(`wrote ${path.relative(root, out)}`);
}
