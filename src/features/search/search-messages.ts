/** SPEC.md §8 search wording, plus the panel's own entries. */
export const searchMessages = {
  loading: 'Loading…',
  failed: 'Failed to load search index.',
  noResults: 'No results found.',
  /** Offline, a sharded index answered without a shard or page it needed (never saved or visited). */
  incomplete: 'Offline: results may be incomplete.',
  /** The last entry of the result list: hands the typed question to the AI assistant. */
  askAi: 'Ask AI',
  askAiHint: 'Get an answer from the docs assistant, with sources',
} as const;

/** What a screen reader hears when the list changes. */
export function resultCountMessage(count: number): string {
  return count === 1 ? '1 result' : `${count} results`;
}
