import { labels } from '../../config/theme';

/** "Last updated on …" in the page's locale; UTC so server and client agree. */
export function LastUpdated({ timestamp, locale }: { timestamp: number; locale: string }) {
  const date = new Date(timestamp);
  const text = date.toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <p className="page-meta">
      {labels.lastUpdated} <time dateTime={date.toISOString()}>{text}</time>
    </p>
  );
}
