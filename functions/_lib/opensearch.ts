/**
 * The OpenSearch description of the site's search page, so browsers offer
 * "search <brand>" from the address bar. Built from the brand and the
 * origin the request came to, so every deployment points at itself.
 */
import { escapeHtml } from '../../src/head/escape-html';

export const OPENSEARCH_TYPE = 'application/opensearchdescription+xml; charset=utf-8';

export interface OpenSearchSite {
  /** Shown by the browser; OpenSearch allows 16 characters. */
  name: string;
  description: string;
  origin: string;
}

export function openSearchDescription({ name, description, origin }: OpenSearchSite): string {
  const base = origin.replace(/\/+$/, '');
  const template = `${base}/search?q={searchTerms}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${escapeHtml(name.slice(0, 16))}</ShortName>`,
    `  <Description>${escapeHtml(description)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Image width="16" height="16" type="image/x-icon">${escapeHtml(`${base}/favicon.ico`)}</Image>`,
    `  <Url type="text/html" method="get" template="${escapeHtml(template)}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeHtml(`${base}/opensearch.xml`)}"/>`,
    `  <moz:SearchForm>${escapeHtml(`${base}/search`)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}
