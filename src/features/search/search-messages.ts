/** SPEC.md §8 search wording. */
export const searchMessages = {
  loading: 'Loading…',
  failed: 'Failed to load search index.',
  noResults: 'No results found.',
} as const;
