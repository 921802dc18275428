/**
 * What a sharded locale's last build made, kept beside its section terms
 * (section-terms.ts): each page's part of the term table (its field terms
 * and section text keys), every term's record as a shard holds it, the
 * gzip sizes of the partition's groups and the completion lists. A build
 * whose pages and sections are numbered as before adds up postings only for
 * the terms of the fields and sections that changed, then or now, and takes
 * everything else from here; its files are the files of a build from
 * nothing (shard-files.ts).
 *
 * One JSON file per locale and content tree, replaced atomically after the
 * section terms it names. A file of other code or another shard size, one
 * that cannot be read, or a section whose terms the section-terms file no
 * longer holds, means a whole term table.
 */
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { SectionTerms } from './section-terms.ts';
import { shardCodeVersion } from './shard-code-version.ts';
import type { TermRecord } from './term-records.ts';
import type { PageTerms, TermScan } from './term-table.ts';

export interface ShardState {
  version: string;
  pages: PageTerms[];
  /** Every term, sorted: its text and field counts and its record's text in a shard. */
  terms: [term: string, body: number, fields: number, text: string][];
  /** Gzip sizes of the partition's groups, by key (partition.ts). */
  sizes: [key: string, size: number][];
  /** Completion lists' texts by prefix. */
  completions: [prefix: string, text: string][];
}

/** The state file beside a locale's section-terms file. */
export const shardStateFile = (termCache: string) =>
  path.join(path.dirname(termCache), `${path.basename(termCache, '.bin')}.shards.json`);

/** The version a locale's shards are made with: the splitting code's and the shard size. */
export const shardStateVersion = (target: number) => `${shardCodeVersion()} ${target}`;

/**
 * Whether the state file is of this version, read from its first bytes
 * only (the file is tens of megabytes): without one, the locale's whole
 * term table is made, which is worth knowing before choosing where.
 */
export function hasShardState(file: string, version: string): boolean {
  const head = `{"version":${JSON.stringify(version)},`;
  const bytes = Buffer.alloc(Buffer.byteLength(head));
  try {
    const descriptor = openSync(file, 'r');
    try {
      readSync(descriptor, bytes, 0, bytes.length, 0);
    } finally {
      closeSync(descriptor);
    }
  } catch {
    return false;
  }
  return bytes.toString() === head;
}

export function readShardState(file: string, version: string): ShardState | undefined {
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as ShardState;
    const complete =
      state.version === version &&
      Array.isArray(state.pages) &&
      Array.isArray(state.terms) &&
      Array.isArray(state.sizes) &&
      Array.isArray(state.completions);
    return complete ? state : undefined;
  } catch {
    return undefined;
  }
}

/** Terms written to the state file at a time. */
const TERM_BATCH = 4096;

/**
 * Writes the state of `terms` (sorted) with their `records` a batch at a
 * time: the file is tens of megabytes at 10,000 pages, and it is written
 * while the locale's shards are still held.
 */
export function writeShardState(
  file: string,
  state: Omit<ShardState, 'terms'>,
  terms: readonly string[],
  records: ReadonlyMap<string, TermRecord>,
): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now().toString(36)}`;
  const descriptor = openSync(partial, 'w');
  const write = (text: string) => {
    const bytes = Buffer.from(text);
    for (let at = 0; at < bytes.length; ) at += writeSync(descriptor, bytes, at);
  };
  try {
    write(`${JSON.stringify(state).slice(0, -1)},"terms":[`);
    for (let start = 0; start < terms.length; start += TERM_BATCH) {
      const batch = terms.slice(start, start + TERM_BATCH).map((term) => {
        const { body, fields, text } = records.get(term) as TermRecord;
        return [term, body, fields, text];
      });
      write(`${start > 0 ? ',' : ''}${JSON.stringify(batch).slice(1, -1)}`);
    }
    write(']}');
  } finally {
    closeSync(descriptor);
  }
  renameSync(partial, file);
}

const fieldTerms = (fields: string) => fields.split(/[\n ]/).filter(Boolean);

/**
 * The terms whose postings may differ from the last build's: the field
 * terms of a page whose titles, keywords or headings changed, and the terms
 * of each changed section text, before and after. Undefined when pages or
 * sections are numbered otherwise (a page added, removed or moved, or one
 * whose section count changed), or when a changed section's earlier terms
 * are not known.
 */
export function changedTerms(
  earlier: ShardState,
  now: readonly PageTerms[],
  scan: TermScan,
  sectionTerms: SectionTerms,
): Set<string> | undefined {
  if (earlier.pages.length !== now.length) return undefined;
  const changed = new Set<string>();
  const add = (terms: Iterable<string>) => {
    for (const term of terms) changed.add(term);
  };
  for (const [id, page] of now.entries()) {
    const before = earlier.pages[id];
    if (before.texts.length !== page.texts.length) return undefined;
    if (before.fields !== page.fields) {
      add(fieldTerms(before.fields));
      add(fieldTerms(page.fields));
    }
    for (const [index, key] of page.texts.entries()) {
      const earlierKey = before.texts[index];
      if (earlierKey === key) continue;
      if (earlierKey) {
        const terms = sectionTerms.earlierTermsOf(earlierKey);
        if (!terms) return undefined;
        add(terms);
      }
      add(scan.termsOfSection(scan.pages[id].firstSection + index));
    }
  }
  return changed;
}
