/** Pure filtering for the library index, kept apart from the view so it is easy to test. */

export const LIBRARY_KINDS = ['guide', 'cookbook', 'video', 'post'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

export const KIND_LABELS: Record<LibraryKind, string> = {
  guide: 'Guide',
  cookbook: 'Cookbook',
  video: 'Video',
  post: 'Blog post',
};

export interface LibraryEntry {
  href: string;
  title: string;
  kind: LibraryKind;
  topics: string[];
}

export function isLibraryKind(value: unknown): value is LibraryKind {
  return typeof value === 'string' && (LIBRARY_KINDS as readonly string[]).includes(value);
}

/** Topics in first-seen order, so the content decides the order of the buttons. */
export function topicsOf(entries: readonly LibraryEntry[]): string[] {
  return [...new Set(entries.flatMap((entry) => entry.topics))];
}

export function kindsOf(entries: readonly LibraryEntry[]): LibraryKind[] {
  return LIBRARY_KINDS.filter((kind) => entries.some((entry) => entry.kind === kind));
}

export function matches(entry: LibraryEntry, topic: string | null, kind: LibraryKind | null) {
  return (topic === null || entry.topics.includes(topic)) && (kind === null || entry.kind === kind);
}
