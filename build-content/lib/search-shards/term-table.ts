/**
 * Every term of a locale's search chunk with where the navbar's engine
 * finds it: pages whose title or slug holds it, pages whose keywords do,
 * sections whose heading does, sections whose text does (in the order
 * FlexSearch returns them) and how widely it is used. The engine itself
 * (src/features/search/engine.ts) reads the pages, so titles, headings,
 * keywords and copies of notebooks are decided exactly as the reader's
 * engine decides them; text is tokenized by its own tokenize.ts.
 */

import { SearchEngine } from '../../../src/features/search/engine.ts';
import { SEARCH_SETTINGS } from '../../../src/features/search/engine-settings.ts';
import type { SearchChunk } from '../../bundle-format.ts';
import { SectionTerms } from './section-terms.ts';

/** How many ids of each list the engine's lookups ever take (engine.ts fieldMatches, matchesOf). */
export const POSTING_CAPS = {
  pages: SEARCH_SETTINGS.candidatesPerTerm / 4,
  sections: SEARCH_SETTINGS.candidatesPerTerm,
} as const;

export interface TermEntry {
  /** Sections whose text holds the term. */
  body: number;
  /** Times titles, slugs, headings and keywords name it. */
  fields: number;
  title: number[];
  keyword: number[];
  heading: number[];
  /** Section ids by FlexSearch's score bucket (see flexBucket), each bucket in section order. */
  bodyBuckets: number[][];
}

export interface PageInfo {
  route: string;
  entry: SearchChunk[string];
  firstSection: number;
  sections: number;
  weight: number;
  hidden: boolean;
}

export interface TermTable {
  terms: Map<string, TermEntry>;
  pages: PageInfo[];
  sections: number;
  textLength: number;
}

/**
 * FlexSearch's score slot of the `index`th of `count` terms of a text
 * (flexsearch/src/index/add.js get_score, strict tokenizer): a single-term
 * query returns slot 0's ids, then slot 1's…, each in the order added.
 */
export function flexBucket(resolution: number, count: number, index: number): number {
  if (!index || resolution <= 1) return 0;
  return count <= resolution ? index : (((resolution - 1) / count) * index + 1) | 0;
}

/** Term entries by term id, and the ids in the order their entries were made. */
class Entries {
  private readonly byId: (TermEntry | undefined)[] = [];
  private readonly order: number[] = [];

  of(id: number): TermEntry {
    let entry = this.byId[id];
    if (!entry) {
      entry = { body: 0, fields: 0, title: [], keyword: [], heading: [], bodyBuckets: [] };
      // Kept packed: ids are handed out in about the order they first come.
      while (this.byId.length < id) this.byId.push(undefined);
      this.byId[id] = entry;
      this.order.push(id);
    }
    return entry;
  }

  /** By term, in the order each was first met. */
  byTerm(termOf: (id: number) => string): Map<string, TermEntry> {
    return new Map(this.order.map((id) => [termOf(id), this.byId[id] as TermEntry]));
  }
}

function pushCapped(list: number[], id: number, cap: number): void {
  if (list.length < cap) list.push(id);
}

/** What a page gives the term table: its part of the table is the same while these are. */
export interface PageTerms {
  /** Its title, slug and keyword terms, then each section's heading terms: a line per list. */
  fields: string;
  /** Each section's text key (section-terms.ts), '' for a section without text. */
  texts: string[];
}

/**
 * The pages and sections of `routes` (in the chunk's order, which numbers
 * pages and sections) as the reader's engine reads them, with each section
 * text's terms by number (`sectionTerms` may keep them from the last
 * build). `entries` adds up the postings of every term, or of some.
 */
export class TermScan {
  readonly pages: PageInfo[] = [];
  readonly sections: number;
  readonly textLength: number = 0;
  /** Each page's title and slug terms, and its keyword terms (the engine's own lists). */
  private readonly pageFields: { titles: readonly string[]; keywords: readonly string[] }[] = [];
  /** Each section's heading terms. */
  private readonly headings: (readonly string[])[] = [];
  /** Each section's text as term ids; undefined for a section without text. */
  private readonly sectionIds: (Uint32Array | undefined)[] = [];
  private readonly sectionKeys: string[] = [];

  constructor(
    routes: ReadonlyArray<[string, SearchChunk[string]]>,
    private readonly sectionTerms: SectionTerms = new SectionTerms(undefined, ''),
  ) {
    // Only the engine's lists are kept: its indexes and texts are let go once read.
    const engine = new SearchEngine();
    for (const [route, entry] of routes) engine.addPage(route, entry);
    engine.finishPages();
    const counts: number[] = routes.map(() => 0);
    for (const section of engine.sections) counts[section.page] += 1;
    let firstSection = 0;
    engine.pages.forEach((page, id) => {
      this.pages.push({
        route: page.route,
        entry: routes[id][1],
        firstSection,
        sections: counts[id],
        weight: page.weight,
        hidden: page.hidden === true,
      });
      firstSection += counts[id];
      this.pageFields.push({
        titles: [...page.titleTerms, ...page.slugTerms],
        keywords: page.keywordTerms,
      });
    });
    for (const section of engine.sections) {
      this.headings.push(section.headingTerms);
      this.textLength += section.text.length;
      // FlexSearch indexes no empty text.
      if (!section.text) {
        this.sectionIds.push(undefined);
        this.sectionKeys.push('');
        continue;
      }
      const key = sectionTerms.keyOf(section.text);
      this.sectionKeys.push(key);
      this.sectionIds.push(sectionTerms.idsOf(section.text, key));
    }
    this.sections = engine.sections.length;
  }

  /**
   * Terms with where the engine finds them: all of them, or only those in
   * `only` (each entry then as it is among all of them).
   */
  entries(only?: ReadonlySet<string>): Map<string, TermEntry> {
    const { sectionTerms } = this;
    const entries = new Entries();
    const wanted = only && new Uint8Array(sectionTerms.size + only.size);
    if (wanted) for (const term of only) wanted[sectionTerms.idOf(term)] = 1;
    const fieldEntry = (term: string) => {
      const id = sectionTerms.idOf(term);
      return wanted && !wanted[id] ? undefined : entries.of(id);
    };
    this.pageFields.forEach((page, id) => {
      // Titles and slugs share the engine's title index; each adds to the field words.
      for (const term of page.titles) {
        const entry = fieldEntry(term);
        if (!entry) continue;
        entry.fields += 1;
        pushCapped(entry.title, id, POSTING_CAPS.pages);
      }
      for (const term of page.keywords) {
        const entry = fieldEntry(term);
        if (!entry) continue;
        entry.fields += 1;
        pushCapped(entry.keyword, id, POSTING_CAPS.pages);
      }
    });
    const { resolution } = SEARCH_SETTINGS;
    this.headings.forEach((headingTerms, id) => {
      for (const term of headingTerms) {
        const entry = fieldEntry(term);
        if (!entry) continue;
        entry.fields += 1;
        pushCapped(entry.heading, id, POSTING_CAPS.sections);
      }
      const words = this.sectionIds[id];
      if (!words) return;
      // tokenize gives each term once, as the engine's encoder does.
      const count = words.length;
      for (let index = 0; index < count; index += 1) {
        if (wanted && !wanted[words[index]]) continue;
        const entry = entries.of(words[index]);
        entry.body += 1;
        const slot = flexBucket(resolution, count, index);
        let bucket = entry.bodyBuckets[slot];
        if (!bucket) {
          bucket = [];
          entry.bodyBuckets[slot] = bucket;
        }
        pushCapped(bucket, id, POSTING_CAPS.sections);
      }
    });
    return entries.byTerm((id) => sectionTerms.term(id));
  }

  /** What each page gives the table (section text keys only when section terms are kept in a file). */
  pageTerms(): PageTerms[] {
    return this.pages.map((info, id) => {
      const page = this.pageFields[id];
      const lists = [page.titles, page.keywords];
      const end = info.firstSection + info.sections;
      for (let section = info.firstSection; section < end; section += 1)
        lists.push(this.headings[section]);
      return {
        fields: lists.map((terms) => terms.join(' ')).join('\n'),
        texts: this.sectionKeys.slice(info.firstSection, end),
      };
    });
  }

  /** The terms of a section text by its key, as this build found them. */
  termsOfSection(id: number): string[] {
    return Array.from(this.sectionIds[id] ?? [], (term) => this.sectionTerms.term(term));
  }
}

/** The whole table of `routes` (TermScan). */
export function termTable(
  routes: ReadonlyArray<[string, SearchChunk[string]]>,
  sectionTerms?: SectionTerms,
): TermTable {
  const scan = new TermScan(routes, sectionTerms);
  return {
    terms: scan.entries(),
    pages: scan.pages,
    sections: scan.sections,
    textLength: scan.textLength,
  };
}

/** A term's text postings in the engine's order, capped. */
export function bodyPostings(entry: TermEntry, cap: number = POSTING_CAPS.sections): number[] {
  const ids: number[] = [];
  for (const bucket of entry.bodyBuckets) {
    if (!bucket) continue;
    for (const id of bucket) {
      if (ids.length >= cap) return ids;
      ids.push(id);
    }
  }
  return ids;
}
