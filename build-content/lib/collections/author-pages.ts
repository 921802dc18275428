import type { AuthorEntriesProps } from '../../bundle-format.ts';
import type { CompiledPage } from '../compile-page.ts';
import type { SourceFile } from '../scan.ts';
import type { SiteConfig } from '../site-config.ts';
import type { CollectionSet } from './collect-entries.ts';
import { newestFirst } from './collect-entries.ts';

export interface GeneratedPage {
  source: SourceFile;
  page: CompiledPage;
}

const generated = new Map<string, { key: string; page: CompiledPage }>();

/**
 * One page per team member at /{authorPages}/{handle} listing what they
 * wrote in every collection with team authors (default locale), newest
 * first. Pages are generated, not written: a source file with the same path
 * wins. A tree that declares no author pages, or has no such entries, gets none.
 */
export function authorPages(set: CollectionSet, config: SiteConfig): GeneratedPage[] {
  const folder = set.declaration.authorPages;
  const byTeam = set.declaration.collections.filter((rules) => rules.authors === 'team');
  const teamCollections = new Set(byTeam.map((rules) => rules.name));
  const own = set.entries.filter(
    (item) => item.locale === set.defaultLocale && teamCollections.has(item.collection),
  );
  if (!folder || own.length === 0) return [];
  const pages: GeneratedPage[] = [];
  for (const [handle, author] of Object.entries(config.team)) {
    const mine = own
      .filter((item) => item.entry.authors.includes(handle))
      .map((item) => ({ ...item.entry, collection: item.collection }))
      .sort(newestFirst);
    const props: AuthorEntriesProps = {
      handle,
      entries: mine.map((entry) => ({
        collection: entry.collection,
        route: entry.route,
        title: entry.title,
        description: entry.description,
        date: entry.date,
      })),
    };
    const relPath = `${folder}/${handle}.mdx`;
    const title = author.name;
    const description = `${author.name}, ${author.title} at ${config.brandName}: ${describeCounts(props, byTeam)}.`;
    const key = JSON.stringify([title, description, props]);
    let page = generated.get(relPath)?.key === key ? generated.get(relPath)?.page : undefined;
    if (!page) {
      page = authorPage(title, description, props);
      generated.set(relPath, { key, page });
    }
    pages.push({ source: { relPath, localPath: relPath, locale: set.defaultLocale }, page });
  }
  return pages;
}

function describeCounts(
  props: AuthorEntriesProps,
  collections: readonly { name: string; label: string }[],
): string {
  const parts = collections
    .map(({ name, label }) => {
      const count = props.entries.filter((entry) => entry.collection === name).length;
      return count > 0
        ? `${count} ${label.toLowerCase()} ${count === 1 ? 'entry' : 'entries'}`
        : '';
    })
    .filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'no entries yet';
}

function authorPage(title: string, description: string, props: AuthorEntriesProps): CompiledPage {
  const list = props.entries.map((entry) => `- [${entry.title}](${entry.route}) (${entry.date})`);
  const markdown = `# ${title}\n\n${description}\n\n${list.join('\n')}\n`;
  const source = `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\n---\n\n# ${title}\n\n<AuthorEntries handle="${props.handle}" />\n`;
  return {
    source,
    frontMatter: { description, title },
    firstH1: title,
    toc: [],
    tree: [
      ['h1', null, title],
      ['AuthorEntries', { ...props }],
    ],
    search: { '': description },
    ids: [],
    links: [],
    errors: [],
    warnings: [],
    dependencies: [],
    markdown,
    usesCookbookIndex: false,
  };
}
