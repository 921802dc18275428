/** Entry dates are calendar days (YYYY-MM-DD): formatted in UTC so no time zone shifts them. */
const dayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

export const formatDay = (date: string) => dayFormat.format(utcDay(date));
export const formatMonth = (date: string) => monthFormat.format(utcDay(date));

/** Consecutive entries of the same month, in the order given (newest first). */
export function groupByMonth<T extends { date: string }>(
  entries: readonly T[],
): { key: string; label: string; entries: T[] }[] {
  const groups: { key: string; label: string; entries: T[] }[] = [];
  for (const entry of entries) {
    const key = entry.date.slice(0, 7);
    const last = groups[groups.length - 1];
    if (last?.key === key) last.entries.push(entry);
    else groups.push({ key, label: formatMonth(entry.date), entries: [entry] });
  }
  return groups;
}
