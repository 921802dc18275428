import { SEARCH_PAGE_DATA_ID, type SearchPageAnswer } from './search-page-data';

/** The edge's answer, when it answers this query in this locale. */
export function readServerAnswer(query: string, locale: string): SearchPageAnswer | null {
  if (typeof document === 'undefined') return null;
  const block = document.getElementById(SEARCH_PAGE_DATA_ID);
  if (!block?.textContent) return null;
  try {
    const answer = JSON.parse(block.textContent) as SearchPageAnswer;
    return answer.query === query && answer.locale === locale ? answer : null;
  } catch {
    return null;
  }
}
