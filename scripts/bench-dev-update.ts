/**
 * npm run bench:dev-update -- [--content DIR] [--page FILE] [--runs 7]
 *
 * How long after a page is saved the dev server sends `content:update` (the
 * HMR event the open page refetches its chunk on). Starts Vite's dev server
 * in this process on the tree, edits one page `runs` times and times each
 * save to the event being handed to the socket, then restores the page.
 * Default tree: the 10,000-page corpus (`npm run corpus`).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { CONTENT_UPDATE_EVENT } from '../build-content/vite-plugin.ts';
import { percentile } from './stats.ts';

const { values } = parseArgs({
  options: {
    content: { type: 'string', default: '.cache/corpus-10k' },
    page: { type: 'string' },
    runs: { type: 'string', default: '7' },
  },
});
const contentDir = path.resolve(values.content);
if (!existsSync(contentDir)) {
  console.error(`bench:dev-update: no content tree at ${contentDir} (npm run corpus first)`);
  process.exit(2);
}

/** A page deep in the tree by default: the first .mdx file of the first folder, depth first. */
function firstPage(dir: string): string {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  );
  const file = entries.find(
    (entry) => entry.isFile() && entry.name.endsWith('.mdx') && entry.name !== 'index.mdx',
  );
  if (file) return path.join(dir, file.name);
  const folder = entries.find(
    (entry) => entry.isDirectory() && !entry.name.startsWith('_') && entry.name !== 'ja-JP',
  );
  if (!folder) throw new Error(`no page under ${dir}`);
  return firstPage(path.join(dir, folder.name));
}

const page = values.page ? path.resolve(values.page) : firstPage(contentDir);
process.env.CONTENT_DIR = contentDir;
const started = performance.now();
const server = await createServer({ logLevel: 'warn', server: { port: 0, hmr: false } });
console.log(`dev server: content built in ${((performance.now() - started) / 1000).toFixed(1)}s`);

// The plugin sends through server.ws; wrapping it sees the event when it leaves.
let onUpdate: (() => void) | undefined;
const send = server.ws.send.bind(server.ws) as (...args: unknown[]) => void;
server.ws.send = ((...args: unknown[]) => {
  const payload = args[0] as { type?: string; event?: string } | string;
  if (typeof payload === 'object' && payload.event === CONTENT_UPDATE_EVENT) onUpdate?.();
  send(...args);
}) as typeof server.ws.send;

const original = readFileSync(page, 'utf8');
const times: number[] = [];
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const updated = new Promise<number>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('no content:update within 30 s')), 30_000);
      onUpdate = () => {
        clearTimeout(timeout);
        resolve(performance.now());
      };
    });
    writeFileSync(page, `${original}\n\nEdited for the dev update bench, run ${run}.\n`);
    const saved = performance.now();
    times.push((await updated) - saved);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
} finally {
  writeFileSync(page, original);
}
times.sort((a, b) => a - b);
console.log(
  `dev update: ${path.relative(process.cwd(), page)} saved → content:update sent: ` +
    `median ${Math.round(percentile(times, 0.5))} ms, max ${Math.round(times[times.length - 1])} ms ` +
    `(${times.map((ms) => Math.round(ms)).join(', ')})`,
);
await server.close();
process.exit(0);
