import { labels } from '../../../config/theme';

/** One formatter per locale: building an Intl formatter costs more than rendering the page. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** "Last updated on …" in the page's locale; UTC so server and client agree. */
export function LastUpdated({ timestamp, locale }: { timestamp: number; locale: string }) {
  const date = new Date(timestamp);
  return (
    <p className="page-meta">
      {labels.lastUpdated}{' '}
      <time dateTime={date.toISOString()}>{dateFormatter(locale).format(date)}</time>
    </p>
  );
}
