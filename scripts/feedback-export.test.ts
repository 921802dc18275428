import { describe, expect, it } from 'vitest';
import { type FeedbackRow, parseSince, summarise, toCsv } from './feedback-export';

const row = (
  page: string,
  feedback: 'positive' | 'negative',
  comment: string | null,
  i: number,
): FeedbackRow => ({
  id: `id-${i}`,
  page,
  feedback,
  comment,
  created_at: `2026-11-2${i}T10:00:00.000Z`,
  country: 'DE',
});

const rows = [
  row('/docs', 'positive', null, 1),
  row('/faq', 'negative', 'unclear, "why"\nsecond line', 2),
  row('/docs', 'negative', '=HYPERLINK("x")', 3),
  row('/faq', 'negative', null, 4),
];

describe('feedback export', () => {
  it('counts positive and negative per page, most negative first', () => {
    expect(summarise(rows)).toEqual([
      { page: '/faq', positive: 0, negative: 2, total: 2, comments: 1 },
      { page: '/docs', positive: 1, negative: 1, total: 2, comments: 1 },
    ]);
  });

  it('writes CSV with page totals, quoting and formula protection', () => {
    const csv = toCsv(rows, summarise(rows));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'page,page_positive,page_negative,feedback,comment,created_at,country,id',
    );
    expect(lines[1]).toBe(
      '/faq,0,2,negative,"unclear, ""why""\nsecond line",2026-11-22T10:00:00.000Z,DE,id-2',
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines).toHaveLength(6);
  });

  it('accepts dates and rejects anything else for --since', () => {
    expect(parseSince('2026-11-01')).toBe('2026-11-01T00:00:00.000Z');
    expect(parseSince('2026-11-01T12:30:00Z')).toBe('2026-11-01T12:30:00.000Z');
    expect(() => parseSince("2026-11-01' OR 1=1")).toThrow(/--since/);
    expect(() => parseSince('yesterday')).toThrow(/--since/);
  });
});
