import { describe, expect, it } from 'vitest';
import { ratingReport, usageReport } from './assistant-export';

describe('assistant export', () => {
  it('lists weak answers first with their sources parsed', () => {
    const report = ratingReport([
      {
        id: 'a',
        rating: 'up',
        comment: null,
        question: 'q1',
        answer: 'x',
        sources: '[]',
        created_at: '2026-11-02T00:00:00.000Z',
      },
      {
        id: 'b',
        rating: 'down',
        comment: 'wrong',
        question: 'q2',
        answer: 'y',
        sources: '[{"route":"/docs"}]',
        created_at: '2026-11-01T00:00:00.000Z',
      },
    ]);
    expect(report).toMatchObject({ total: 2, up: 1, down: 1 });
    expect(report.answers.map((a) => a.id)).toEqual(['b', 'a']);
    expect(report.answers[0].sources).toEqual([{ route: '/docs' }]);
  });

  it('sums agent usage per kind over days', () => {
    const report = usageReport([
      { day: '2026-11-02', kind: 'markdown', hits: 3 },
      { day: '2026-11-01', kind: 'markdown', hits: 2 },
      { day: '2026-11-01', kind: 'llms.txt', hits: 1 },
      { day: '2026-11-02', kind: 'mcp:search_docs', hits: 4 },
      { day: '2026-11-01', kind: 'mcp:search_docs', hits: 1 },
      { day: '2026-11-02', kind: 'mcp:get_page', hits: 2 },
    ]);
    expect(report.totals).toEqual({
      markdown: 5,
      'llms.txt': 1,
      'mcp:search_docs': 5,
      'mcp:get_page': 2,
    });
    expect(report.days[0]).toEqual({ day: '2026-11-01', kind: 'llms.txt', hits: 1 });
  });
});
