/**
 * Whether two answers list the same pages, sections and text: an answer equal
 * to the one on screen keeps its identity, so the list and its active option
 * stay as they are. Compared field by field, stopping at the first
 * difference; serializing both answers cost up to 9 ms a key on a large site.
 */
import type { Segment } from './highlight';
import type { PageHit, SectionHit } from './search-types';

function sameList<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (!same(a[index], b[index])) return false;
  return true;
}

const sameSegment = (a: Segment, b: Segment) => a[0] === b[0] && a[1] === b[1];

const sameSection = (a: SectionHit, b: SectionHit) =>
  a.url === b.url &&
  sameList(a.heading, b.heading, sameSegment) &&
  sameList(a.snippet, b.snippet, sameSegment);

const samePage = (a: PageHit, b: PageHit) =>
  a.route === b.route &&
  sameList(a.title, b.title, sameSegment) &&
  sameList(a.sections, b.sections, sameSection);

export function sameHits(a: readonly PageHit[], b: readonly PageHit[]): boolean {
  return a === b || sameList(a, b, samePage);
}
