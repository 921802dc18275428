import type { NotebookInfo, TreeNode } from '../bundle-format.ts';
import type { SiteConfig } from './site-config.ts';

/** Placeholder for <CookbookIndex /> in a page's Markdown twin, filled once every notebook is known. */
export const COOKBOOK_INDEX_MARKER = '<!-- cookbook-index -->';

export interface CookbookGroup {
  key: string;
  title: string;
  entries: { title: string; description: string; path: string; tags: string[]; notebook: string }[];
}

/** Notebooks grouped as config/cookbook.ts orders them; unknown groups go last under "Other". */
export function cookbookGroupsOf(notebooks: NotebookInfo[], config: SiteConfig): CookbookGroup[] {
  const groups: CookbookGroup[] = config.cookbookGroups.map((group) => ({
    key: group.key,
    title: group.title,
    entries: [],
  }));
  const other: CookbookGroup = { key: 'other', title: 'Other', entries: [] };
  const sorted = [...notebooks].sort(
    (a, b) => a.title.localeCompare(b.title, 'en') || (a.notebook < b.notebook ? -1 : 1),
  );
  for (const info of sorted) {
    const group = groups.find((candidate) => candidate.key === info.group) ?? other;
    group.entries.push({
      title: info.title,
      description: info.description,
      path: info.canonicalPath,
      tags: info.tags,
      notebook: info.notebook,
    });
  }
  return [...groups, other].filter((group) => group.entries.length > 0);
}

/** Fills every <CookbookIndex /> in a tree (copying only the path to it). */
export function fillCookbookIndex(tree: TreeNode[], groups: CookbookGroup[]): TreeNode[] {
  return tree.map((node) => {
    if (typeof node === 'string') return node;
    const [type, props, ...children] = node;
    if (type === 'CookbookIndex') return [type, { ...props, groups }];
    return [type, props, ...fillCookbookIndex(children, groups)];
  });
}

export function cookbookIndexMarkdown(groups: CookbookGroup[], siteUrl: string): string {
  return groups
    .map((group) => {
      const items = group.entries.map(
        (entry) =>
          `- [${entry.title}](${siteUrl}${entry.path}.md)${entry.description ? `: ${entry.description}` : ''}`,
      );
      return `### ${group.title}\n\n${items.join('\n')}`;
    })
    .join('\n\n');
}

export function fillCookbookMarkdown(
  markdown: string,
  groups: CookbookGroup[],
  siteUrl: string,
): string {
  return markdown.includes(COOKBOOK_INDEX_MARKER)
    ? markdown.split(COOKBOOK_INDEX_MARKER).join(cookbookIndexMarkdown(groups, siteUrl))
    : markdown;
}
