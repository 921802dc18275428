/**
 * How much a page's matches count by what kind of page it is. Readers who
 * search want the reference page that answers them; a cookbook notebook
 * shows the same in a worked example, and a changelog entry, a blog post or
 * a customer story tells about it once and links to the reference page. Each
 * still comes first where it alone holds the words.
 */
import { WEIGHTS } from './engine-settings';
import { tokenize } from './tokenize';

const COOKBOOK = /^(?:\/[^/]+)?\/guides\/cookbook\//;
const NEWS = /^(?:\/[^/]+)?\/(?:changelog|blog|customers)\/./;

export const isCookbookGuide = (route: string) => COOKBOOK.test(route);

/** The score factor of a route's matches. */
export function pageWeight(route: string): number {
  if (COOKBOOK.test(route)) return WEIGHTS.cookbookPage;
  if (NEWS.test(route)) return WEIGHTS.newsPage;
  return 1;
}

/**
 * Words of a route's last segment that its title does not have: authors
 * name a page's address by what it is about (`/faq/all/missing-traces` for
 * "Why don't my traces show up?"), often in the words a reader searches with.
 */
export function slugTerms(route: string, titleTerms: readonly string[]): string[] {
  const slug = route.slice(route.lastIndexOf('/') + 1).replace(/[-_]+/g, ' ');
  return tokenize(slug).filter((term) => !titleTerms.includes(term));
}
