/**
 * The search engine: indexes a locale's search chunk route by route (titles
 * and headings in word maps, section text in FlexSearch) and answers queries
 * with ranked pages and sections. Pure TypeScript, no
 * DOM: the worker, the in-page fallback and the Node relevance test all run
 * this same code.
 */
import type { Index as FlexIndex } from 'flexsearch';
import type { SearchChunk } from '../../../build-content/bundle-format';
import type { CorpusSource, PagePlacement, WordList } from './corpus-source';
import { SEARCH_SETTINGS, WEIGHTS } from './engine-settings';
import { highlight, snippet, wordMatcher } from './highlight';
import { isCookbookGuide, pageWeight, slugTerms } from './page-kind';
import { QueryCache } from './query-cache';
import { type QueryShape, queryShape, questionWordOf, shapeKey } from './query-shape';
import { type QueryTerm, queryTerms } from './query-terms';
import { frameWeight } from './question-frames';
import { type Candidate, rankCandidates } from './rank';
import type { PageHit } from './search-types';
import { TermIndex } from './term-index';
import type { TermMatches } from './term-score';
import { inflectionsOf, isInflectionOf, partsOnly, tokenize } from './tokenize';
import { correctionOf, mayBeMistyped } from './typo-correction';
import { Vocabulary } from './vocabulary';

type IndexClass = typeof FlexIndex;
type Id = number;

/** Keyword pages of the many words no page has as a keyword: one empty set, never added to. */
const NO_PAGES: Set<Id> = new Set();

export interface PageRecord {
  route: string;
  title: string;
  /** Words of the title, as indexed. */
  titleTerms: readonly string[];
  /** The question word the title starts with ("how", "why"…), "" if it is no question. */
  question: string;
  /** Words of the route's last segment that the title lacks (see slugTerms). */
  slugTerms: readonly string[];
  /** Words of the page's search keywords that its title and headings lack (bundle-format.ts SearchChunk). */
  keywordTerms: readonly string[];
  /** Reference pages slightly ahead of notebooks, changelog entries and posts on the same words (see page-kind.ts). */
  weight: number;
  /** Another route of the same notebook is listed instead (see `dropCopies`). */
  hidden?: boolean;
}

export interface SectionRecord {
  page: number;
  /** Heading id, "" for the intro before the first heading. */
  anchor: string;
  /** Heading text; the page title for the intro. */
  heading: string;
  text: string;
  /** Words of the heading, as indexed (none for the intro). */
  headingTerms: readonly string[];
  /** Heading terms that are only parts of its identifiers (see partsOnly), if any. */
  headingParts?: readonly string[];
  /** The text lower-cased, made when the section is first ranked closely. */
  lowerText?: string;
}

export class SearchEngine {
  readonly pages: PageRecord[] = [];
  readonly sections: SectionRecord[] = [];
  /** Sections of each page, for spreading a page-title match over them. */
  private readonly pageSections: number[][] = [];
  private readonly pageIds = new Map<string, number>();
  private readonly titles = new TermIndex();
  /** Pages by their keywords: readers' words for a page, ranked below its title and headings. */
  private readonly keywords = new TermIndex();
  private readonly headings = new TermIndex();
  /** Section text: FlexSearch, which arrives after titles and headings are searchable. */
  private bodies: FlexIndex | null = null;
  /** Words of titles and headings, for completing a partly typed word there. */
  private readonly headingVocabulary = new Vocabulary();
  /** Words of section text. */
  private readonly vocabulary = new Vocabulary();
  private readonly cache = new QueryCache<PageHit[]>(SEARCH_SETTINGS.cacheSize);
  /** Per word too: typing "trace s…" looks "trace" up once, not on every key. */
  private readonly termCache = new QueryCache<TermMatches>(SEARCH_SETTINGS.cacheSize);
  private textLength = 0;
  private recordVocabulary = false;
  private lookingUp = false;
  private nextBody = 0;

  /**
   * `corpus`: the whole index's figures, for an engine that holds only the
   * pages a query needs (a sharded locale, see corpus-source.ts); its pages
   * come with their placement in the whole index.
   */
  constructor(private readonly corpus?: CorpusSource) {}

  private get bodyWords(): WordList {
    return this.corpus?.body ?? this.vocabulary;
  }

  private get fieldWords(): WordList {
    return this.corpus?.fields ?? this.headingVocabulary;
  }

  private get sectionCount(): number {
    return this.corpus?.sections ?? this.sections.length;
  }

  /** Section text is searchable as `indexBodies` gets through it from now on. */
  attachBodyIndex(Index: IndexClass): void {
    // Whole words (see engine-settings.ts); the encoder also collects the
    // vocabulary for completing partly typed words.
    this.bodies = new Index({
      tokenize: 'strict',
      resolution: SEARCH_SETTINGS.resolution,
      encode: (text: string) => {
        // A lookup is one indexed term already: split into its identifier
        // parts, it would be their intersection, 50 times slower for a
        // common identifier (`tracewell_sample_rate`) and no more precise.
        if (this.lookingUp) return [text];
        const terms = tokenize(text);
        if (this.recordVocabulary) this.vocabulary.add(terms);
        return terms;
      },
    });
  }

  /**
   * One route of the chunk: its title and headings are searchable at once,
   * its section text once `indexBodies` reaches it.
   */
  addPage(
    route: string,
    { title, data, keywords }: SearchChunk[string],
    placement?: PagePlacement,
  ): void {
    const page = placement?.page ?? this.pages.length;
    let nextSection = placement?.firstSection ?? this.sections.length;
    const titleTerms = tokenize(title);
    const slug = slugTerms(route, titleTerms);
    const weight = placement?.weight ?? pageWeight(route);
    const question = questionWordOf(title);
    this.pages[page] = {
      route,
      title,
      titleTerms,
      question,
      slugTerms: slug,
      keywordTerms: [],
      weight,
      ...(placement?.hidden && { hidden: true }),
    };
    this.pageIds.set(route, page);
    this.titles.add(page, titleTerms);
    this.titles.add(page, slug);
    this.headingVocabulary.add(titleTerms);
    this.headingVocabulary.add(slug);
    const ids: number[] = [];
    for (const key in data) {
      const text = data[key];
      const hash = key.indexOf('#');
      const anchor = hash < 0 ? key : key.slice(0, hash);
      const heading = hash < 0 ? '' : key.slice(hash + 1);
      const id = nextSection++;
      ids.push(id);
      this.textLength += text.length;
      if (!anchor) {
        this.sections[id] = { page, anchor, heading: title, headingTerms: [], text };
        continue;
      }
      const headingTerms = tokenize(heading || anchor);
      const headingParts = partsOnly(heading || anchor);
      this.sections[id] = {
        page,
        anchor,
        heading: heading || anchor,
        headingTerms,
        text,
        ...(headingParts.length > 0 && { headingParts }),
      };
      this.headings.add(id, headingTerms);
      this.headingVocabulary.add(headingTerms);
    }
    this.pageSections[page] = ids;
    if (keywords) this.addKeywords(page, keywords);
  }

  /** A page's keywords, but those its title or a heading shows already (they find it there). */
  private addKeywords(page: number, keywords: string): void {
    const record = this.pages[page];
    if (record.keywordTerms.length > 0) return;
    const shown = new Set(record.titleTerms);
    for (const id of this.pageSections[page])
      for (const term of this.sections[id].headingTerms) shown.add(term);
    record.keywordTerms = tokenize(keywords).filter((term) => !shown.has(term));
    this.keywords.add(page, record.keywordTerms);
    this.headingVocabulary.add(record.keywordTerms);
  }

  /**
   * The full chunk's entry of a route that came from the head chunk: its
   * sections get their whole text, before `indexBodies` reaches them, and the
   * page its keywords. The two chunks of a build list the same sections in
   * the same order.
   */
  fillText(route: string, { data, keywords }: SearchChunk[string]): void {
    const page = this.pageIds.get(route);
    if (page === undefined) return;
    // Keywords ride in the full chunk only (build-content/lib/search-chunk.ts).
    if (keywords) this.addKeywords(page, keywords);
    const ids = this.pageSections[page];
    let position = 0;
    for (const key in data) {
      const section = this.sections[ids[position++]];
      if (!section) return;
      this.textLength += data[key].length - section.text.length;
      section.text = data[key];
      section.lowerText = undefined;
    }
  }

  /** After the last `addPage`: ready for queries on titles and headings. */
  finishPages(): void {
    // A partial index's pages come with the whole index's decision (PagePlacement).
    if (!this.corpus) this.dropCopies();
    this.headingVocabulary.prepare();
    this.clearCaches();
  }

  /**
   * A cookbook notebook with a docs path is in the chunk twice (its guide page
   * and its canonical docs page): list one, preferring the docs page. Only
   * pages titled like a cookbook guide can be copies, so only those are compared.
   */
  private dropCopies(): void {
    const guideTitles = new Set<string>();
    for (const page of this.pages) if (isCookbookGuide(page.route)) guideTitles.add(page.title);
    const byContent = new Map<string, number>();
    this.pages.forEach((page, id) => {
      if (!guideTitles.has(page.title)) return;
      const sections = this.pageSections[id].map((section) => this.sections[section]);
      const key = [
        page.title,
        ...sections.map(({ anchor, heading, text }) => (anchor ? `${anchor}#${heading}` : text)),
      ].join('\n');
      const kept = byContent.get(key);
      if (kept === undefined) {
        byContent.set(key, id);
        return;
      }
      const keepNew = isCookbookGuide(this.pages[kept].route) && !isCookbookGuide(page.route);
      this.pages[keepNew ? kept : id].hidden = true;
      // The docs route of a notebook is still a notebook.
      this.pages[keepNew ? id : kept].weight = WEIGHTS.cookbookPage;
      if (keepNew) byContent.set(key, id);
    });
  }

  /**
   * Section text, for at most `budgetMs` (all of it when omitted), so a
   * caller can yield between slices. Returns true once everything is in.
   */
  indexBodies(budgetMs = Number.POSITIVE_INFINITY): boolean {
    const bodies = this.bodies;
    if (!bodies) throw new Error('search: attachBodyIndex first');
    const started = performance.now();
    this.recordVocabulary = true;
    try {
      while (this.nextBody < this.sections.length) {
        const id = this.nextBody;
        bodies.add(id, this.sections[id].text);
        this.nextBody += 1;
        if ((id & 15) === 15 && performance.now() - started >= budgetMs) break;
      }
    } finally {
      this.recordVocabulary = false;
      this.clearCaches();
    }
    const done = this.nextBody >= this.sections.length;
    if (done) {
      this.vocabulary.prepare();
      // Keywords that came with the section text added words to complete.
      this.headingVocabulary.prepare();
    }
    return done;
  }

  /**
   * Queries over the index's own words (a title word typed letter by letter,
   * then with the next word): run once while nobody is typing, they compile
   * the query path, so a reader's first keystrokes are as fast as later ones.
   */
  warmUpQueries(): string[] {
    const title = this.pages.find((page) => !page.hidden)?.title ?? '';
    const [first = '', second = ''] = tokenize(title);
    const typed = Array.from({ length: first.length }, (_, end) => first.slice(0, end + 1));
    return [...typed, `${first} ${second}`.trim()].filter(Boolean);
  }

  /** Forgets cached answers (after warming up, so they take no cache room). */
  clearCaches(): void {
    this.cache.clear();
    this.termCache.clear();
  }

  get bodiesIndexed(): boolean {
    return this.corpus !== undefined || this.nextBody >= this.sections.length;
  }

  /** Sections whose text holds `term`, one of the words `tokenize` gives. */
  private lookupBody(term: string, limit: number): readonly Id[] {
    if (this.corpus) return this.corpus.lookupBody(term, limit);
    if (!this.bodies) return [];
    this.lookingUp = true;
    try {
      return this.bodies.search(term, { limit }) as Id[];
    } finally {
      this.lookingUp = false;
    }
  }

  /**
   * Sections whose page title or heading holds the word, another form of it,
   * or a word starting with its stem; and pages whose keywords do.
   */
  private fieldMatches(word: string, stem: string): { sections: Set<Id>; keywordPages: Set<Id> } {
    const limit = SEARCH_SETTINGS.candidatesPerTerm;
    const found = new Set<Id>();
    let keywordPages: Set<Id> = NO_PAGES;
    const collect = (each: string, pages: number, headings: number) => {
      for (const page of this.titles.lookup(each, pages))
        for (const id of this.pageSections[page]) found.add(id);
      // A keyword page's introduction stands for it; its other sections are
      // credited with the keyword when they are found by other words
      // (term-score.ts), so keywords add one candidate a page, not all.
      for (const page of this.keywords.lookup(each, pages)) {
        if (keywordPages === NO_PAGES) keywordPages = new Set();
        keywordPages.add(page);
        const intro = this.pageSections[page][0];
        if (intro !== undefined) found.add(intro);
      }
      for (const id of this.headings.lookup(each, headings)) found.add(id);
    };
    collect(word, limit / 4, limit);
    if (stem !== word) for (const form of inflectionsOf(stem)) collect(form, limit / 4, limit);
    // Completions are many and each less likely meant: fewer ids from each.
    for (const completion of this.fieldWords.completions(stem, SEARCH_SETTINGS.prefixExpansions)) {
      if (completion !== word) collect(completion, limit / 16, limit / 4);
    }
    return { sections: found, keywordPages };
  }

  /**
   * Where a query word is found; for a word found nowhere, where the word it
   * was probably meant to be is found (see typo-correction.ts). Section
   * text's words count once all of it is indexed: until then a word missing
   * from titles and headings may still be there.
   */
  private termMatches(term: QueryTerm): TermMatches {
    const found = this.matchesOf(term);
    const nothing =
      found.titleOrHeading.size === 0 &&
      found.bodyExact.size === 0 &&
      found.bodyPrefix.size === 0 &&
      !this.inUnheldFields(term);
    if (!nothing || !mayBeMistyped(term.text)) return found;
    const meant = correctionOf(
      term.text,
      this.corpus
        ? this.corpus.typoWords(term.text)
        : this.bodiesIndexed
          ? [this.headingVocabulary, this.vocabulary]
          : [this.headingVocabulary],
    );
    const corrected = meant === null ? undefined : queryTerms(meant)[0];
    return corrected ? this.matchesOf(corrected) : found;
  }

  /**
   * Whether a title, slug, heading or keyword of the whole index holds the
   * word, another form of it or a word it starts, where the engine holds only
   * some pages (then a word its pages lack is no typo).
   */
  private inUnheldFields({ text: word, stem }: QueryTerm): boolean {
    if (!this.corpus) return false;
    const fields = this.corpus.fields;
    if (fields.count(word) > 0 || fields.completions(stem, 1).length > 0) return true;
    return stem !== word && inflectionsOf(stem).some((form) => fields.count(form) > 0);
  }

  private matchesOf({ text: word, parts, stem }: QueryTerm): TermMatches {
    const limit = SEARCH_SETTINGS.candidatesPerTerm;
    const bodyExact = new Map<Id, number>();
    this.lookupBody(word, limit).forEach((id, rank) => {
      bodyExact.set(id, rank / limit);
    });
    // Other forms of the word ("user" for "users") count as the word itself.
    for (const form of stem === word ? [] : inflectionsOf(stem)) {
      if (form === word || (this.bodiesIndexed && this.bodyWords.count(form) === 0)) continue;
      this.lookupBody(form, limit).forEach((id, rank) => {
        if (!bodyExact.has(id)) bodyExact.set(id, rank / limit);
      });
    }
    const bodyPrefix = new Set<Id>();
    // One or two letters would expand to the most common words of every page.
    if (this.bodiesIndexed && stem.length >= SEARCH_SETTINGS.bodyPrefixMinLength) {
      const completions = this.bodyWords.completions(stem, SEARCH_SETTINGS.prefixExpansions + 1);
      for (const completion of completions) {
        if (completion === word || isInflectionOf(completion, stem)) continue;
        for (const id of this.lookupBody(completion, limit / 4)) bodyPrefix.add(id);
      }
    }
    const { sections: titleOrHeading, keywordPages } = this.fieldMatches(word, stem);
    const df = this.bodiesIndexed ? this.bodyWords.count(word) : bodyExact.size;
    return {
      word,
      stem,
      parts,
      idf: Math.log(1 + this.sectionCount / (1 + df)),
      weight: frameWeight(word),
      titleOrHeading,
      keywordPages,
      bodyExact,
      bodyPrefix,
    };
  }

  /** Up to 5 pages with up to 5 sections each, best first; [] for an empty query. */
  search(query: string): PageHit[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const shape = queryShape(query);
    const key = `${shapeKey(shape)}?${terms.map((term) => term.text).join(' ')}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const { ranked, words } = this.rank(terms, shape, SEARCH_SETTINGS.maxPages);
    const hits = this.toHits(ranked, words);
    this.cache.set(key, hits);
    return hits;
  }

  /**
   * The same ranking as `search`, for up to `maxPages` pages, as the indexed
   * sections themselves (best page first, its best section first): the edge's
   * search API, MCP tool and assistant answer from it.
   */
  rankSections(query: string, maxPages: number): SectionRecord[][] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const { ranked } = this.rank(terms, queryShape(query), maxPages);
    return ranked.map((group) => group.map(({ id }) => this.sections[id]));
  }

  private rank(terms: QueryTerm[], shape: QueryShape, maxPages: number) {
    const matches = terms.map((term) => {
      const termKey = `${term.text} ${term.parts.join(' ')}`;
      let found = this.termCache.get(termKey);
      if (!found) {
        found = this.termMatches(term);
        this.termCache.set(termKey, found);
      }
      return found;
    });
    const averageLength =
      (this.corpus?.textLength ?? this.textLength) / Math.max(1, this.sectionCount);
    const ranked = rankCandidates(
      matches,
      this.pages,
      this.sections,
      averageLength,
      shape,
      maxPages,
    );
    // The words found, so a corrected typo marks the word it was taken for.
    return { ranked, words: matches.map((match) => match.word) };
  }

  private toHits(ranked: Candidate[][], words: string[]): PageHit[] {
    const matcher = wordMatcher(words);
    return ranked.map((group) => {
      const page = this.pages[this.sections[group[0].id].page];
      return {
        route: page.route,
        title: highlight(page.title, matcher),
        sections: group.map(({ id }) => {
          const section = this.sections[id];
          return {
            url: section.anchor ? `${page.route}#${section.anchor}` : page.route,
            heading: highlight(section.heading, matcher),
            snippet: snippet(section.text, matcher),
          };
        }),
      };
    });
  }
}

/** Loads the engine code on demand and indexes a whole chunk at once. */
export async function buildSearchIndex(chunk: SearchChunk): Promise<SearchEngine> {
  const { Index } = await import('flexsearch');
  const engine = new SearchEngine();
  for (const route in chunk) engine.addPage(route, chunk[route]);
  engine.finishPages();
  engine.attachBodyIndex(Index);
  engine.indexBodies();
  return engine;
}
