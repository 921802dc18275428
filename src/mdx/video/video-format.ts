/** Duration as SPEC.md §9 shows it: minutes:seconds followed by "min" (e.g. "1:05 min"). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')} min`;
}

/**
 * A CSS aspect-ratio from the `aspectRatio` prop: a positive number, or
 * "W/H" / "W:H". Anything else falls back to 16 / 9 so the box is still reserved.
 */
export function cssAspectRatio(aspectRatio: number | string | undefined): string {
  if (typeof aspectRatio === 'number' && Number.isFinite(aspectRatio) && aspectRatio > 0) {
    return String(aspectRatio);
  }
  const match =
    typeof aspectRatio === 'string'
      ? /^\s*(\d+(?:\.\d+)?)\s*[/:]\s*(\d+(?:\.\d+)?)\s*$/.exec(aspectRatio)
      : null;
  if (match && Number(match[1]) > 0 && Number(match[2]) > 0) return `${match[1]} / ${match[2]}`;
  return '16 / 9';
}
