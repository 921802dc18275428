import type { TreeNode } from '../../bundle-format.ts';
import type { SiteConfig } from '../site-config.ts';
import type { CollectionSet } from './collect-entries.ts';
import { treeToHtml } from './tree-html.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** CDATA cannot hold "]]>": split it across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

/**
 * RSS 2.0 feeds (`/<folder>/rss.xml`) of the collections declared with a feed, default locale:
 * newest first, absolute links, every entry's full body as HTML in
 * content:encoded, authors as dc:creator and tags as categories.
 */
export function collectionFeeds(set: CollectionSet, config: SiteConfig): Map<string, string> {
  const feeds = new Map<string, string>();
  for (const { name, label, feed, folder } of set.declaration.collections) {
    if (!feed) continue;
    const index = set.indexes.find(
      (item) => item.collection === name && item.locale === set.defaultLocale,
    );
    if (!index) continue;
    const pages = new Map(
      set.entries
        .filter((item) => item.collection === name && item.locale === set.defaultLocale)
        .map((item) => [item.entry.route, item.page]),
    );
    const link = config.url + index.route;
    const lines = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      '  <channel>',
      `    <title>${escapeXml(`${index.title || label} - ${config.brandName}`)}</title>`,
      `    <link>${escapeXml(link)}</link>`,
      `    <description>${escapeXml(`${label} of ${config.brandName}: ${config.brandDescription}`)}</description>`,
      `    <language>${escapeXml(set.defaultLocale)}</language>`,
      `    <atom:link href="${escapeXml(`${link}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ];
    if (index.entries[0])
      lines.push(`    <lastBuildDate>${rfc822(index.entries[0].date)}</lastBuildDate>`);
    for (const entry of index.entries) {
      const url = config.url + entry.route;
      const page = pages.get(entry.route);
      const body = page ? withoutTitle(page.treeJson ? JSON.parse(page.treeJson) : page.tree) : [];
      lines.push(
        '    <item>',
        `      <title>${escapeXml(entry.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <pubDate>${rfc822(entry.date)}</pubDate>`,
        `      <description>${escapeXml(entry.description)}</description>`,
        ...entry.authors.map(
          (handle) =>
            `      <dc:creator>${escapeXml(config.team[handle]?.name ?? handle)}</dc:creator>`,
        ),
        ...entry.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
        `      <content:encoded>${cdata(treeToHtml(body, url, config.url))}</content:encoded>`,
        '    </item>',
      );
    }
    lines.push('  </channel>', '</rss>', '');
    feeds.set(`${folder}/rss.xml`, lines.join('\n'));
  }
  return feeds;
}

/** The item's title is already in the feed: drop the body's leading h1. */
function withoutTitle(tree: TreeNode[]): TreeNode[] {
  const first = tree.findIndex((node) => typeof node !== 'string' || node.trim() !== '');
  const node = tree[first];
  return Array.isArray(node) && node[0] === 'h1'
    ? tree.filter((_, index) => index !== first)
    : tree;
}
