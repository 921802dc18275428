/**
 * The search engine: builds FlexSearch indexes over a locale's search chunk
 * and answers queries with ranked pages and sections. Pure TypeScript, no
 * DOM: the worker, the in-page fallback and the Node relevance test all run
 * this same code.
 */
import type { Document as FlexDocument } from 'flexsearch';
import type { SearchChunk } from '../../../build-content/bundle-format';
import { SEARCH_SETTINGS, WEIGHTS } from './engine-settings';
import { highlight, highlightPattern, snippet } from './highlight';
import { type Candidate, rankCandidates, type TermMatches } from './rank';
import type { PageHit } from './search-types';
import { type QueryTerm, queryTerms, tokenize } from './tokenize';
import { Vocabulary } from './vocabulary';

type DocumentClass = typeof FlexDocument;
type Id = number;

export interface PageRecord {
  route: string;
  title: string;
  /** Words of the title, made when the page is first ranked. */
  titleTerms?: ReadonlySet<string>;
  /** Reference pages slightly ahead of cookbook notebooks on the same words. */
  weight: number;
}

export interface SectionRecord {
  page: number;
  /** Heading id, "" for the intro before the first heading. */
  anchor: string;
  /** Heading text; the page title for the intro. */
  heading: string;
  text: string;
  /** Words of the heading (none for the intro), made when the section is first ranked. */
  headingTerms?: ReadonlySet<string>;
  /** The text lower-cased, made when the section is first ranked closely. */
  lowerText?: string;
}

const isCookbookGuide = (route: string) => /^(?:\/[^/]+)?\/guides\/cookbook\//.test(route);

/**
 * A cookbook notebook with a docs path is in the chunk twice (its guide page
 * and its canonical docs page): keep one, preferring the docs page.
 */
function withoutCopies(chunk: SearchChunk): Array<[string, SearchChunk[string]]> {
  const byContent = new Map<string, string>();
  for (const [route, page] of Object.entries(chunk)) {
    const key = `${page.title}\n${Object.keys(page.data).join('\n')}\n${page.data[''] ?? ''}`;
    const kept = byContent.get(key);
    if (kept === undefined || (isCookbookGuide(kept) && !isCookbookGuide(route)))
      byContent.set(key, route);
  }
  const keep = new Set(byContent.values());
  return Object.entries(chunk).filter(([route]) => keep.has(route));
}

/** Splits a chunk's `"<anchor>#<heading>"` keys ("" is the intro). */
export function flattenChunk(chunk: SearchChunk): {
  pages: PageRecord[];
  sections: SectionRecord[];
} {
  const pages: PageRecord[] = [];
  const sections: SectionRecord[] = [];
  for (const [route, { title, data }] of withoutCopies(chunk)) {
    const page = pages.length;
    pages.push({
      route,
      title,
      weight: isCookbookGuide(route) ? WEIGHTS.cookbookPage : 1,
    });
    for (const [key, text] of Object.entries(data)) {
      const hash = key.indexOf('#');
      const anchor = hash < 0 ? key : key.slice(0, hash);
      const heading = hash < 0 ? '' : key.slice(hash + 1);
      const isIntro = anchor === '';
      sections.push({
        page,
        anchor,
        heading: isIntro ? title : heading || anchor,
        text,
      });
    }
  }
  return { pages, sections };
}

class QueryCache<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly size: number) {}
  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.size)
      this.entries.delete(this.entries.keys().next().value as string);
  }
  clear(): void {
    this.entries.clear();
  }
}

export class SearchEngine {
  readonly pages: PageRecord[];
  readonly sections: SectionRecord[];
  /** Sections of each page, for spreading a page-title match over them. */
  private readonly pageSections: number[][];
  private readonly titles: FlexDocument;
  private readonly headings: FlexDocument;
  private readonly bodies: FlexDocument;
  /** Words of titles and headings, for completing a partly typed word there. */
  private readonly headingVocabulary = new Vocabulary();
  /** Words of section text. */
  private readonly vocabulary = new Vocabulary();
  private readonly cache = new QueryCache<PageHit[]>(SEARCH_SETTINGS.cacheSize);
  /** Per word too: typing "trace s…" looks "trace" up once, not on every key. */
  private readonly termCache = new QueryCache<TermMatches>(SEARCH_SETTINGS.cacheSize);
  private readonly averageLength: number;
  private recordVocabulary = false;
  private nextBody = 0;

  constructor(chunk: SearchChunk, Document: DocumentClass) {
    ({ pages: this.pages, sections: this.sections } = flattenChunk(chunk));
    this.averageLength =
      this.sections.reduce((sum, section) => sum + section.text.length, 0) /
      Math.max(1, this.sections.length);
    this.pageSections = this.pages.map(() => []);
    this.sections.forEach((section, id) => {
      this.pageSections[section.page].push(id);
    });
    // Whole words everywhere (see engine-settings.ts); the encoders also collect
    // each field's vocabulary for completing partly typed words.
    const wordsOf = (field: string, vocabulary: Vocabulary, record: () => boolean) =>
      new Document({
        document: {
          id: 'id',
          index: [
            {
              field,
              tokenize: 'strict',
              resolution: SEARCH_SETTINGS.resolution,
              encode: (text: string) => {
                const terms = tokenize(text);
                if (record()) vocabulary.add(terms);
                return terms;
              },
            },
          ],
        },
      });
    const recording = () => this.recordVocabulary;
    this.titles = wordsOf('title', this.headingVocabulary, recording);
    this.headings = wordsOf('heading', this.headingVocabulary, recording);
    this.bodies = wordsOf('text', this.vocabulary, recording);
  }

  /** Page titles and headings: small, indexed first so search works at once. */
  indexHeadings(): void {
    this.recordVocabulary = true;
    try {
      this.pages.forEach((page, id) => {
        this.titles.add({ id, title: page.title });
      });
      this.sections.forEach((section, id) => {
        if (section.anchor) this.headings.add({ id, heading: section.heading });
      });
    } finally {
      this.recordVocabulary = false;
    }
    this.headingVocabulary.prepare();
  }

  /**
   * Section text, for at most `budgetMs` (all of it when omitted), so a
   * caller can yield between slices. Returns true once everything is in.
   */
  indexBodies(budgetMs = Number.POSITIVE_INFINITY): boolean {
    const started = performance.now();
    this.recordVocabulary = true;
    try {
      while (this.nextBody < this.sections.length) {
        const id = this.nextBody;
        this.bodies.add({ id, text: this.sections[id].text });
        this.nextBody += 1;
        if ((id & 15) === 15 && performance.now() - started >= budgetMs) break;
      }
    } finally {
      this.recordVocabulary = false;
      this.cache.clear();
      this.termCache.clear();
    }
    const done = this.nextBody >= this.sections.length;
    if (done) this.vocabulary.prepare();
    return done;
  }

  get bodiesIndexed(): boolean {
    return this.nextBody >= this.sections.length;
  }

  private lookup(index: FlexDocument, field: string, word: string, limit: number): Id[] {
    const found = index.search(word, { index: field, limit }) as Array<{ result: Id[] }>;
    return found[0]?.result ?? [];
  }

  /** Sections whose page title or heading holds the word or a word starting with its stem. */
  private titleOrHeadingMatches(word: string, stem: string): Set<Id> {
    const limit = SEARCH_SETTINGS.candidatesPerTerm;
    const found = new Set<Id>();
    const collect = (each: string, pages: number, headings: number) => {
      for (const page of this.lookup(this.titles, 'title', each, pages))
        for (const id of this.pageSections[page]) found.add(id);
      for (const id of this.lookup(this.headings, 'heading', each, headings)) found.add(id);
    };
    collect(word, limit / 4, limit);
    // Completions are many and each less likely meant: fewer ids from each.
    for (const completion of this.headingVocabulary.completions(
      stem,
      SEARCH_SETTINGS.prefixExpansions,
    )) {
      if (completion !== word) collect(completion, limit / 16, limit / 4);
    }
    return found;
  }

  private termMatches({ text: word, parts, stem }: QueryTerm): TermMatches {
    const limit = SEARCH_SETTINGS.candidatesPerTerm;
    const bodyExact = new Map<Id, number>();
    this.lookup(this.bodies, 'text', word, limit).forEach((id, rank) => {
      bodyExact.set(id, rank / limit);
    });
    const bodyPrefix = new Set<Id>();
    // One or two letters would expand to the most common words of every page.
    if (this.bodiesIndexed && stem.length >= SEARCH_SETTINGS.bodyPrefixMinLength) {
      const completions = this.vocabulary.completions(stem, SEARCH_SETTINGS.prefixExpansions + 1);
      for (const completion of completions) {
        if (completion === word) continue;
        for (const id of this.lookup(this.bodies, 'text', completion, limit / 4))
          bodyPrefix.add(id);
      }
    }
    const df = this.bodiesIndexed ? this.vocabulary.count(word) : bodyExact.size;
    return {
      word,
      stem,
      parts,
      idf: Math.log(1 + this.sections.length / (1 + df)),
      titleOrHeading: this.titleOrHeadingMatches(word, stem),
      bodyExact,
      bodyPrefix,
    };
  }

  /** Up to 5 pages with up to 5 sections each, best first; [] for an empty query. */
  search(query: string): PageHit[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const key = terms.map((term) => term.text).join(' ');
    const cached = this.cache.get(key);
    if (cached) return cached;
    const matches = terms.map((term) => {
      const termKey = `${term.text} ${term.parts.join(' ')}`;
      let found = this.termCache.get(termKey);
      if (!found) {
        found = this.termMatches(term);
        this.termCache.set(termKey, found);
      }
      return found;
    });
    const ranked = rankCandidates(matches, this.pages, this.sections, this.averageLength);
    const hits = this.toHits(
      ranked,
      terms.map((term) => term.text),
    );
    this.cache.set(key, hits);
    return hits;
  }

  private toHits(ranked: Candidate[][], words: string[]): PageHit[] {
    const pattern = highlightPattern(words);
    return ranked.map((group) => {
      const page = this.pages[this.sections[group[0].id].page];
      return {
        route: page.route,
        title: highlight(page.title, pattern),
        sections: group.map(({ id }) => {
          const section = this.sections[id];
          return {
            url: section.anchor ? `${page.route}#${section.anchor}` : page.route,
            heading: highlight(section.heading, pattern),
            snippet: snippet(section.text, pattern),
          };
        }),
      };
    });
  }
}

/** Loads the engine code on demand and indexes a chunk completely. */
export async function buildSearchIndex(chunk: SearchChunk): Promise<SearchEngine> {
  const { Document } = await import('flexsearch');
  const engine = new SearchEngine(chunk, Document);
  engine.indexHeadings();
  engine.indexBodies();
  return engine;
}
