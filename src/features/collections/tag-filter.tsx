import { useSearchParams } from 'react-router-dom';

/** The tags of a list of entries, most used first (ties alphabetical). */
export function tagsOf(entries: readonly { tags: string[] }[]): string[] {
  const counts = new Map<string, number>();
  for (const entry of entries)
    for (const tag of entry.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([tag]) => tag);
}

/** The selected tag lives in the URL (?tag=), so a filtered index can be linked to and survives reloads. */
export function useSelectedTag(): [string | null, (tag: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag');
  const select = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('tag', next);
        else updated.delete('tag');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [tag, select];
}

/** A row of toggle buttons: "All" and one per tag. */
export function TagFilter({
  tags,
  selected,
  onSelect,
  label,
}: {
  tags: string[];
  selected: string | null;
  onSelect: (tag: string | null) => void;
  label: string;
}) {
  return (
    <fieldset className="collection-tags">
      <legend className="collection-tags-legend">{label}</legend>
      <button
        type="button"
        className="collection-tag-button"
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        All
      </button>
      {tags.map((tag) => (
        <button
          key={tag}
          type="button"
          className="collection-tag-button"
          aria-pressed={selected === tag}
          onClick={() => onSelect(selected === tag ? null : tag)}
        >
          {tag}
        </button>
      ))}
    </fieldset>
  );
}
