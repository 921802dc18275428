export interface CookbookEntry {
  title: string;
  description: string;
  path: string;
  tags: string[];
  notebook: string;
}

export interface CookbookGroup {
  key: string;
  title: string;
  entries: CookbookEntry[];
}

/** Every whitespace-separated word of the query must appear in the title, description or a tag. */
export function filterGroups(groups: CookbookGroup[], query: string): CookbookGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  const matches = (entry: CookbookEntry) => {
    const haystack = [entry.title, entry.description, ...entry.tags].join('\n').toLowerCase();
    return words.every((word) => haystack.includes(word));
  };
  return groups
    .map((group) => ({ ...group, entries: group.entries.filter(matches) }))
    .filter((group) => group.entries.length > 0);
}

export function countEntries(groups: CookbookGroup[]): number {
  return groups.reduce((sum, group) => sum + group.entries.length, 0);
}
