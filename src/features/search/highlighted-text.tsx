import type { Segment } from './highlight';

/** Text with the query's words in `<mark>`. */
export function HighlightedText({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map(([text, matched], index) =>
        matched ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
          <mark key={index} className="search-mark">
            {text}
          </mark>
        ) : (
          text
        ),
      )}
    </>
  );
}
