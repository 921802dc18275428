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

/**
 * The table of `routes` (in the chunk's order, which numbers pages and
 * sections). `sectionTerms` gives each section text's terms, as `tokenize`
 * does, by number (it may keep them from the last build).
 */
export function termTable(
  routes: ReadonlyArray<[string, SearchChunk[string]]>,
  sectionTerms: SectionTerms = new SectionTerms(undefined, ''),
): TermTable {
  const engine = new SearchEngine();
  for (const [route, entry] of routes) engine.addPage(route, entry);
  engine.finishPages();
  const entries = new Entries();
  const entryOf = (term: string) => entries.of(sectionTerms.idOf(term));
  const pages: PageInfo[] = [];
  const counts: number[] = routes.map(() => 0);
  for (const section of engine.sections) counts[section.page] += 1;
  let firstSection = 0;
  engine.pages.forEach((page, id) => {
    pages.push({
      route: page.route,
      entry: routes[id][1],
      firstSection,
      sections: counts[id],
      weight: page.weight,
      hidden: page.hidden === true,
    });
    firstSection += counts[id];
    // Titles and slugs share the engine's title index; each adds to the field words.
    for (const term of [...page.titleTerms, ...page.slugTerms]) {
      const entry = entryOf(term);
      entry.fields += 1;
      pushCapped(entry.title, id, POSTING_CAPS.pages);
    }
    for (const term of page.keywordTerms) {
      const entry = entryOf(term);
      entry.fields += 1;
      pushCapped(entry.keyword, id, POSTING_CAPS.pages);
    }
  });
  const { resolution } = SEARCH_SETTINGS;
  let textLength = 0;
  engine.sections.forEach((section, id) => {
    textLength += section.text.length;
    for (const term of section.headingTerms) {
      const entry = entryOf(term);
      entry.fields += 1;
      pushCapped(entry.heading, id, POSTING_CAPS.sections);
    }
    // FlexSearch indexes no empty text; tokenize gives each term once, as the engine's encoder does.
    if (!section.text) return;
    const words = sectionTerms.idsOf(section.text);
    const count = words.length;
    for (let index = 0; index < count; index += 1) {
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
  const terms = entries.byTerm((id) => sectionTerms.term(id));
  return { terms, pages, sections: engine.sections.length, textLength };
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
