/**
 * The terms `tokenize` gives each section text of a sharded locale, kept
 * from one build to the next: tokenizing is most of a term table's time
 * (about 3 of 6 s for 55,000 sections at 10,000 pages), and a rebuild after
 * one page changed finds all but that page's sections here. Terms are
 * numbered, so the term table adds up postings by number, not by string.
 *
 * One file per locale and content tree: a header (the code version, the
 * terms, each section's text hash with its term count) and then every
 * section's term ids as 32-bit integers. A file of another code version, or
 * one that does not add up, is ignored; it is replaced atomically, holding
 * the sections of this build only.
 */
import { hash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tokenize } from '../../../src/features/search/tokenize.ts';

interface Header {
  version: string;
  terms: string[];
  /** Text hash and how many term ids follow for it, in the ids' order. */
  sections: [string, number][];
}

const align = (bytes: number) => Math.ceil(bytes / 4) * 4;

/** The sections of a file, by text hash, as views into its ids; undefined when it cannot be used. */
function readSections(file: string, version: string) {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    return undefined;
  }
  try {
    const headerBytes = data.readUInt32LE(0);
    const header = JSON.parse(data.toString('utf8', 4, 4 + headerBytes)) as Header;
    if (header.version !== version) return undefined;
    const start = align(4 + headerBytes);
    // Read as 32-bit integers in place, or from a copy (which starts a buffer of its own) where
    // the file's buffer does not start on a multiple of 4.
    const body = data.subarray(start);
    const bytes = body.byteOffset % 4 === 0 ? body : new Uint8Array(body);
    const ids = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
    const sections = new Map<string, Uint32Array>();
    let offset = 0;
    for (const [key, count] of header.sections) {
      sections.set(key, ids.subarray(offset, offset + count));
      offset += count;
    }
    if (offset !== ids.length) return undefined;
    for (const id of ids) if (id >= header.terms.length) return undefined;
    return { terms: header.terms, sections };
  } catch {
    return undefined;
  }
}

export class SectionTerms {
  private readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();
  /** The last build's sections, ids in `earlierTerms`. */
  private readonly earlier = new Map<string, Uint32Array>();
  private readonly earlierTerms: string[] = [];
  /** An earlier term's id in `terms`, once given one (-1 before). */
  private readonly fromEarlier: Int32Array = new Int32Array(0);
  /** This build's sections, ids in `terms` (4 bytes each: 4.7 million at 10,000 pages). */
  private readonly used = new Map<string, Uint32Array>();
  /** Sections found in the file, and tokenized. */
  readonly counts = { kept: 0, tokenized: 0 };

  /** `file` undefined: nothing is read or kept, every text is tokenized. */
  constructor(
    private readonly file: string | undefined,
    private readonly version: string,
  ) {
    const read = file ? readSections(file, version) : undefined;
    if (!read) return;
    this.earlierTerms = read.terms;
    this.earlier = read.sections;
    this.fromEarlier = new Int32Array(read.terms.length).fill(-1);
  }

  /** A section text's key: its hash while sections are kept in a file, '' without one. */
  keyOf(text: string): string {
    return this.file ? hash('sha1', text, 'base64') : '';
  }

  /** `tokenize(text)` as term ids (`term(id)` names each). Not to be changed by the caller. */
  idsOf(text: string, key: string = this.keyOf(text)): Uint32Array {
    // Without a file nothing is kept, so nothing is hashed or held.
    if (!this.file) return this.tokenized(text);
    let ids = this.used.get(key);
    if (!ids) {
      const kept = this.earlier.get(key);
      if (kept) {
        ids = kept.map((id) => {
          if (this.fromEarlier[id] < 0) this.fromEarlier[id] = this.idOf(this.earlierTerms[id]);
          return this.fromEarlier[id];
        });
        this.counts.kept += 1;
      } else {
        ids = this.tokenized(text);
      }
      this.used.set(key, ids);
    }
    return ids;
  }

  /** The terms the last build's file holds for a section text key, if it holds it. */
  earlierTermsOf(key: string): string[] | undefined {
    const kept = this.earlier.get(key);
    return kept && Array.from(kept, (id) => this.earlierTerms[id]);
  }

  /** How many terms have ids. */
  get size(): number {
    return this.terms.length;
  }

  private tokenized(text: string): Uint32Array {
    this.counts.tokenized += 1;
    return Uint32Array.from(tokenize(text), (term) => this.idOf(term));
  }

  /** The term of an id. */
  term(id: number): string {
    return this.terms[id];
  }

  /** A term's id, given one if it has none yet (ids count up from 0 in the order asked). */
  idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(term);
      this.ids.set(term, id);
    }
    return id;
  }

  /** Replaces the file with this build's sections (only the terms they use). */
  save(): void {
    if (!this.file) return;
    let total = 0;
    for (const ids of this.used.values()) total += ids.length;
    const renumbered = new Int32Array(this.terms.length).fill(-1);
    const header: Header = { version: this.version, terms: [], sections: [] };
    const out = new Uint32Array(total);
    let at = 0;
    for (const [key, ids] of this.used) {
      header.sections.push([key, ids.length]);
      for (const id of ids) {
        if (renumbered[id] < 0) {
          renumbered[id] = header.terms.length;
          header.terms.push(this.terms[id]);
        }
        out[at++] = renumbered[id];
      }
    }
    const json = Buffer.from(JSON.stringify(header));
    const start = align(4 + json.length);
    const data = Buffer.alloc(start + out.byteLength);
    data.writeUInt32LE(json.length, 0);
    json.copy(data, 4);
    Buffer.from(out.buffer).copy(data, start);
    mkdirSync(path.dirname(this.file), { recursive: true });
    const partial = `${this.file}.${process.pid}.${Date.now().toString(36)}`;
    writeFileSync(partial, data);
    renameSync(partial, this.file);
  }
}
