import type { Segment } from './highlight';

/** One matching section of a page: where it links and what to show. */
export interface SectionHit {
  /** The page route plus the section's anchor (none for the intro). */
  url: string;
  heading: Segment[];
  snippet: Segment[];
}

/** One matching page with its best sections, best first. */
export interface PageHit {
  route: string;
  title: Segment[];
  sections: SectionHit[];
}

/** SPEC.md §4 "Search": idle until the box is first focused. */
export type SearchStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** What a caller may ask of one query besides its answer. */
export interface QueryOptions {
  /**
   * An answer from what is in memory, given while the query's own answer
   * waits on the network (a sharded index, once the query's words are in
   * and its pages wait for the typing pause).
   */
  onPreview?: (hits: PageHit[]) => void;
}
