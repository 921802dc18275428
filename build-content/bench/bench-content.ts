import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BundleFiles } from '../lib/assemble.ts';
import { ContentBuilder } from '../lib/builder.ts';
import { writeBundle } from '../lib/write-bundle.ts';
import { generateCorpus } from './corpus.ts';

/**
 * npm run bench:content: generates a 2,000-page corpus plus 100 notebooks,
 * then measures a cold build (both cores), a warm build from the disk cache,
 * a one-page incremental rebuild, the bundle size and peak memory.
 */
async function main(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-content-'));
  const contentDir = path.join(work, 'content');
  const cacheDir = path.join(work, 'cache');
  const outDir = path.join(work, 'bundle');
  const size = generateCorpus(contentDir, { sections: 20, pagesPerSection: 99, notebooks: 100 });
  const sources = size.pages + size.notebooks;
  console.log(`corpus: ${size.pages} pages + ${size.notebooks} notebooks in ${contentDir}`);

  const loadBefore = loadavg()[0];
  // The cold build lives in its own scope so its memory is gone before the warm runs.
  const { coldMs, coldCpu, coldBuildId, warnings } = await coldBuild(contentDir, cacheDir, outDir);
  let cpu: NodeJS.CpuUsage;
  let started: number;

  const warm = new ContentBuilder({ contentDir, cacheDir, links: 'error', publicDir: false });
  cpu = process.cpuUsage();
  started = performance.now();
  const warmOutput = await warm.build();
  await writeBundle(warmOutput.files, outDir);
  const warmMs = performance.now() - started;
  const warmCpu = cpuMs(cpu);
  if (warmOutput.buildId !== coldBuildId) throw new Error('warm build differs from the cold build');

  const incremental: number[] = [];
  const incrementalCpu: number[] = [];
  const page = path.join(contentDir, 'section-3', 'page-7.mdx');
  const original = readFileSync(page, 'utf8');
  for (let round = 0; round < 7; round++) {
    writeFileSync(page, `${original}\n\nEdit number ${round}.\n`);
    cpu = process.cpuUsage();
    started = performance.now();
    const output = await warm.build(new Set([page]));
    incremental.push(performance.now() - started);
    incrementalCpu.push(cpuMs(cpu));
    if (output.stats.compiled !== 1)
      throw new Error(`incremental rebuild compiled ${output.stats.compiled} pages`);
  }
  await warm.close();
  incremental.sort((a, b) => a - b);
  incrementalCpu.sort((a, b) => a - b);

  const { raw, gzip } = bundleSize(warmOutput.files);
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const rows: [string, string, string][] = [
    [
      'cold build',
      `${Math.round(coldMs)} ms`,
      `${Math.round(sources / (coldMs / 1000))} pages/s (target ≥ 100); CPU ${Math.round(coldCpu)} ms, ${availableParallelism()} workers`,
    ],
    [
      'warm build (disk cache)',
      `${Math.round(warmMs)} ms`,
      `${Math.round(sources / (warmMs / 1000))} pages/s (target ≥ 1,000); CPU ${Math.round(warmCpu)} ms`,
    ],
    [
      'one-page rebuild (median of 7)',
      `${Math.round(incremental[3])} ms`,
      `min ${Math.round(incremental[0])} ms, max ${Math.round(incremental[6])} ms (target ≤ 200); CPU median ${Math.round(incrementalCpu[3])} ms`,
    ],
    [
      'bundle size raw',
      `${(raw / 1024 / 1024).toFixed(1)} MB`,
      `${warmOutput.files.size} files, ${warmOutput.routes.length} routes`,
    ],
    ['bundle size gzip', `${(gzip / 1024 / 1024).toFixed(1)} MB`, 'sum of per-file gzip -6'],
    [
      'warnings per 100 pages',
      (warnings / (sources / 100)).toFixed(1),
      `${warnings} warning(s) over ${sources} sources (links: "error")`,
    ],
    ['peak memory (RSS)', `${Math.round(peakMb)} MB`, 'whole process, worker threads included'],
    [
      'machine load (1 min avg)',
      `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
      `${availableParallelism()} cores; above that, other processes share them`,
    ],
  ];
  printTable(['measure', 'value', 'note'], rows);
  rmSync(work, { recursive: true, force: true });
}

async function coldBuild(contentDir: string, cacheDir: string, outDir: string) {
  const cold = new ContentBuilder({ contentDir, cacheDir, links: 'error', publicDir: false });
  const cpu = process.cpuUsage();
  const started = performance.now();
  const output = await cold.build();
  await writeBundle(output.files, outDir);
  const coldMs = performance.now() - started;
  const coldCpu = cpuMs(cpu);
  await cold.close();
  if (output.errors.length > 0) {
    console.error(output.errors.slice(0, 10));
    throw new Error(`the corpus has ${output.errors.length} errors`);
  }
  return { coldMs, coldCpu, coldBuildId: output.buildId, warnings: output.warnings.length };
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function bundleSize(files: BundleFiles): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const content of files.values()) {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 6 }).length;
  }
  return { raw, gzip };
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
