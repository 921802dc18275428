/** SPEC.md §8 search wording, plus the panel's own entries. */
export const searchMessages = {
  loading: 'Loading…',
  failed: 'Failed to load search index.',
  noResults: 'No results found.',
  /** The last entry of the result list: hands the typed question to the AI assistant. */
  askAi: 'Ask AI',
  askAiHint: 'Get an answer from the docs assistant, with sources',
} as const;

/** What a screen reader hears when the list changes. */
export function resultCountMessage(count: number): string {
  return count === 1 ? '1 result' : `${count} results`;
}
