/**
 * Prints the stored page feedback with per-page positive/negative counts.
 *
 *   npm run feedback:export -- [--since 2026-11-01] [--format csv|json] [--state .wrangler/state]
 *
 * json: {since, total, pages: [{page, positive, negative, total, comments}], feedback: [...]}
 *       with pages sorted by negative votes first (the pages to fix).
 * csv:  one row per record with its page's totals (page_positive, page_negative),
 *       sorted the same way, ready for a spreadsheet.
 * Reads the local D1 database (the one `npm start` uses unless --state says otherwise).
 */
import { parseArgs } from 'node:util';
import type { FeedbackValue } from '../functions/_lib/feedback-record';
import { queryLocalD1 } from './local-d1';

export interface FeedbackRow {
  id: string;
  page: string;
  feedback: FeedbackValue;
  comment: string | null;
  created_at: string;
  country: string | null;
}

export interface PageSummary {
  page: string;
  positive: number;
  negative: number;
  total: number;
  comments: number;
}

/** Accepts YYYY-MM-DD or a full ISO timestamp; returns the ISO form stored in created_at. */
export function parseSince(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new Error(`--since must be a date like 2026-11-01 (got ${JSON.stringify(value)})`);
  }
  return new Date(value).toISOString();
}

export function summarise(rows: readonly FeedbackRow[]): PageSummary[] {
  const pages = new Map<string, PageSummary>();
  for (const row of rows) {
    const summary = pages.get(row.page) ?? {
      page: row.page,
      positive: 0,
      negative: 0,
      total: 0,
      comments: 0,
    };
    summary[row.feedback] += 1;
    summary.total += 1;
    if (row.comment) summary.comments += 1;
    pages.set(row.page, summary);
  }
  return [...pages.values()].sort(
    (a, b) => b.negative - a.negative || b.total - a.total || a.page.localeCompare(b.page),
  );
}

function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // Quote when needed; a leading =,+,-,@ is prefixed so spreadsheets never run it as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly FeedbackRow[], pages: readonly PageSummary[]): string {
  const order = new Map(pages.map((p, i) => [p.page, i]));
  const byPage = new Map(pages.map((p) => [p.page, p]));
  const sorted = [...rows].sort(
    (a, b) =>
      (order.get(a.page) ?? 0) - (order.get(b.page) ?? 0) ||
      a.created_at.localeCompare(b.created_at),
  );
  const header = [
    'page',
    'page_positive',
    'page_negative',
    'feedback',
    'comment',
    'created_at',
    'country',
    'id',
  ];
  const lines = sorted.map((row) => {
    const page = byPage.get(row.page);
    return [
      row.page,
      page?.positive ?? 0,
      page?.negative ?? 0,
      row.feedback,
      row.comment,
      row.created_at,
      row.country,
      row.id,
    ]
      .map(csvField)
      .join(',');
  });
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      since: { type: 'string' },
      format: { type: 'string', default: 'json' },
      state: { type: 'string', default: '.wrangler/state' },
    },
  });
  if (values.format !== 'csv' && values.format !== 'json') {
    throw new Error('--format must be csv or json');
  }
  const since = values.since ? parseSince(values.since) : null;
  // `since` is validated to a plain ISO timestamp above, so it is safe inside the SQL text.
  const where = since ? `WHERE created_at >= '${since}'` : '';
  const rows = await queryLocalD1<FeedbackRow>(
    values.state,
    `SELECT id, page, feedback, comment, created_at, country FROM feedback ${where} ORDER BY created_at`,
  );
  const pages = summarise(rows);
  if (values.format === 'csv') process.stdout.write(toCsv(rows, pages));
  else {
    const report = { since, total: rows.length, pages, feedback: rows };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  }
}

if (process.argv[1]?.endsWith('feedback-export.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
