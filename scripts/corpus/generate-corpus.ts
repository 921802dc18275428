/**
 * A realistic content tree for benches and tests at scale: `pages` MDX pages
 * over two locales (en-US at the root, translations under ja-JP/, as this
 * site lays them out), recombined from this site's own sentences, headings
 * and code with a Zipf-distributed vocabulary (vocabulary.ts). Deterministic:
 * the same seed and the same site text give byte-identical trees.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { random as seededRandom } from '../../build-content/bench/corpus.ts';
import { type CorpusPlan, type PlannedPage, planCorpus } from './corpus-plan.ts';
import { heading, type PageContext, type PageLink, writePage } from './page-writer.ts';
import type { SiteText } from './site-text.ts';
import { createVocabulary } from './vocabulary.ts';

export interface CorpusOptions {
  /** Page files over both locales (English pages plus their translations). */
  pages: number;
  seed?: number;
  /** Share of `pages` that are Japanese translations (default 0.2). */
  translatedShare?: number;
}

export interface CorpusSummary {
  pages: number;
  enPages: number;
  jaPages: number;
  folders: number;
  /** Hash of the options and the site text it was made from: same stamp, same tree. */
  stamp: string;
}

/** Written at the tree's root, so a caller can tell whether a tree is current. */
export const STAMP_FILE = '_corpus.json';
/** The generator's own code is part of the stamp, so a changed generator regenerates. */
function generatorSource(): string {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
}

export function corpusStamp(text: SiteText, options: CorpusOptions): string {
  const inputs = [options.pages, options.seed ?? 42, options.translatedShare ?? 0.2, text];
  return createHash('sha256')
    .update(generatorSource())
    .update(JSON.stringify(inputs))
    .digest('hex')
    .slice(0, 16);
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function metaJson(
  plan: CorpusPlan,
  dir: string,
  entries: string[],
  titleOf: (page: PlannedPage) => string,
): string {
  const byEntry = new Map<string, string>();
  for (const page of plan.pages) {
    if (page.folder === dir) byEntry.set(page.slug, titleOf(page));
    // A sub-folder is titled by its index page.
    else if (page.slug === 'index' && path.posix.dirname(page.folder) === (dir || '.'))
      byEntry.set(path.posix.basename(page.folder), titleOf(page));
  }
  const meta: Record<string, unknown> = {};
  for (const entry of entries) {
    const title = byEntry.get(entry) ?? entry;
    meta[entry] =
      dir === ''
        ? { title, type: 'page', ...(entry === 'index' ? { display: 'hidden' } : {}) }
        : title;
  }
  return `${JSON.stringify(meta, null, 2)}\n`;
}

/** Writes the tree into `outDir`, replacing whatever was there. */
export function generateCorpus(
  text: SiteText,
  outDir: string,
  options: CorpusOptions,
): CorpusSummary {
  const seed = options.seed ?? 42;
  const jaPages = Math.round(options.pages * (options.translatedShare ?? 0.2));
  const enPages = options.pages - jaPages;
  if (enPages < 8 || jaPages > enPages)
    throw new Error(`corpus: ${options.pages} pages is too few for this shape`);
  // Separate streams: the plan, the vocabulary and the prose never shift each other.
  const planRandom = seededRandom(seed);
  const vocabulary = createVocabulary(
    { enWords: text.en.words, jaWords: text.ja.words, identifiers: text.identifiers },
    options.pages,
    seededRandom(seed + 1),
  );
  const proseRandom = seededRandom(seed + 2);
  let links: PageLink[] = [];
  const context = (japanese: boolean): PageContext => ({
    random: proseRandom,
    vocabulary,
    text,
    japanese,
    link: () => links[Math.floor(proseRandom() * links.length)],
  });
  const en = context(false);
  const ja = context(true);
  const plan = planCorpus(
    enPages,
    jaPages,
    planRandom,
    () => heading(en),
    () => heading(ja),
  );

  rmSync(outDir, { recursive: true, force: true });
  write(
    path.join(outDir, '_locales.json'),
    `${JSON.stringify(
      [
        { locale: 'en-US', name: 'English', direction: 'ltr' },
        { locale: 'ja-JP', name: '日本語', direction: 'ltr' },
      ],
      null,
      2,
    )}\n`,
  );
  links = plan.pages.map((page) => ({ route: page.route, title: page.title }));
  for (const page of plan.pages) write(path.join(outDir, page.file), writePage(en, page.title).mdx);
  links = plan.pages.map((page) => ({ route: page.route, title: page.jaTitle ?? page.title }));
  const jaFolders = new Set<string>();
  for (const page of plan.pages) {
    if (!page.jaTitle) continue;
    write(path.join(outDir, 'ja-JP', page.file), writePage(ja, page.jaTitle).mdx);
    // Every folder on the way gets a Japanese _meta.json, which replaces the English one.
    for (let dir = page.folder; ; dir = path.posix.dirname(dir)) {
      jaFolders.add(dir === '.' ? '' : dir);
      if (dir === '' || dir === '.') break;
    }
  }
  for (const folder of plan.folders) {
    write(
      path.join(outDir, folder.dir, '_meta.json'),
      metaJson(plan, folder.dir, folder.entries, (p) => p.title),
    );
    if (jaFolders.has(folder.dir))
      write(
        path.join(outDir, 'ja-JP', folder.dir, '_meta.json'),
        metaJson(plan, folder.dir, folder.entries, (p) => p.jaTitle ?? p.title),
      );
  }
  const summary: CorpusSummary = {
    pages: options.pages,
    enPages,
    jaPages,
    folders: plan.folders.length,
    stamp: corpusStamp(text, options),
  };
  write(path.join(outDir, STAMP_FILE), `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}
