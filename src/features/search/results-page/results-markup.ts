/**
 * The results of the search page as HTML, written by one function for both
 * sides: the edge renders /search?q=… with it for readers without
 * JavaScript, and the page's component sets the same markup, so hydration
 * finds what it renders. Every text is escaped; only `<mark>` is added.
 */

import { escapeHtml } from '../../../head/escape-html';
import type { Segment } from '../highlight';
import { searchMessages } from '../search-messages';
import type { PageHit } from '../search-types';

function segmentsHtml(segments: readonly Segment[]): string {
  return segments
    .map(([text, matched]) =>
      matched ? `<mark class="search-mark">${escapeHtml(text)}</mark>` : escapeHtml(text),
    )
    .join('');
}

/** What the results say above the list: how many pages answer the query. */
export function resultsSummary(query: string, hits: readonly PageHit[]): string {
  if (!query.trim()) return 'Type a question or a term to search the documentation.';
  if (hits.length === 0) return searchMessages.noResults;
  return `${hits.length === 1 ? '1 page' : `${hits.length} pages`} for “${query.trim()}”`;
}

/** The pages found, each with its best sections as links with snippets. */
export function resultsMarkup(query: string, hits: readonly PageHit[]): string {
  const summary = `<p class="search-results-summary" role="status">${escapeHtml(resultsSummary(query, hits))}</p>`;
  const pages = hits.map((page) => {
    const sections = page.sections
      .filter((section) => section.url !== page.route)
      .map(
        (section) =>
          `<li><a class="search-result-section" href="${escapeHtml(section.url)}">` +
          `<span class="search-result-heading">${segmentsHtml(section.heading)}</span>` +
          `<span class="search-result-snippet">${segmentsHtml(section.snippet)}</span></a></li>`,
      );
    const intro = page.sections.find((section) => section.url === page.route);
    return (
      `<li class="search-result"><h2 class="search-result-title"><a href="${escapeHtml(page.route)}">` +
      `${segmentsHtml(page.title)}</a></h2>` +
      `<p class="search-result-route">${escapeHtml(page.route)}</p>` +
      (intro ? `<p class="search-result-snippet">${segmentsHtml(intro.snippet)}</p>` : '') +
      (sections.length ? `<ul class="search-result-sections">${sections.join('')}</ul>` : '') +
      '</li>'
    );
  });
  const list = pages.length
    ? `<ol class="search-results-list" aria-label="${escapeHtml(`Results for ${query.trim()}`)}">${pages.join('')}</ol>`
    : '';
  return summary + list;
}
