/**
 * /search?q=… for readers without JavaScript (or before it runs): the
 * prerendered search page with the results of the navbar's engine written
 * in by the same function the app uses (results-markup.ts), and the answer
 * as JSON beside it, so the app hydrates the page as it is.
 */

import { resultsMarkup } from '../../../src/features/search/results-page/results-markup';
import {
  SEARCH_PAGE_DATA_ID,
  type SearchPageAnswer,
} from '../../../src/features/search/results-page/search-page-data';
import { searchPageHeadTags } from '../../../src/features/search/results-page/search-page-head';
import { escapeHtml } from '../../../src/head/escape-html';
import { scriptJson } from '../../../src/head/script-json';

/** The search page (a prerendered shell) with `answer` filled in. */
export function renderSearchPage(
  shell: Response,
  answer: SearchPageAnswer,
  defaultLocale: string,
): Response {
  const title = searchPageHeadTags(answer.query).title;
  const rewritten = new HTMLRewriter()
    .on('title', {
      element: (element) => {
        element.setInnerContent(title);
      },
    })
    .on('[data-search-results]', {
      element: (element) => {
        element.setInnerContent(resultsMarkup(answer.query, answer.hits), { html: true });
      },
    })
    .on('[data-search-page] input[name="q"]', {
      element: (element) => {
        element.setAttribute('value', answer.query);
      },
    })
    .on('[data-search-page] form', {
      element: (element) => {
        if (answer.locale === defaultLocale) return;
        element.append(`<input type="hidden" name="locale" value="${escapeHtml(answer.locale)}">`, {
          html: true,
        });
      },
    })
    .on('body', {
      element: (element) => {
        element.append(
          `<script id="${SEARCH_PAGE_DATA_ID}" type="application/json">${scriptJson(answer)}</script>`,
          { html: true },
        );
      },
    })
    .transform(shell);
  const headers = new Headers(rewritten.headers);
  headers.set('cache-control', 'no-cache');
  headers.set('x-robots-tag', 'noindex');
  return new Response(rewritten.body, { status: 200, headers });
}
