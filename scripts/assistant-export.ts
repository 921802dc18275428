/**
 * Prints the docs assistant's answer ratings (weak answers first, with the
 * question, cited sources and answer) and the agent usage report (Markdown
 * twins, llms.txt and MCP tool calls per day and kind) as JSON.
 *
 *   npm run assistant:export -- [--since 2026-11-01] [--state .wrangler/state]
 *
 * Reads the local D1 database (the one `npm start` uses unless --state says otherwise).
 */
import { parseArgs } from 'node:util';
import { parseSince } from './feedback-export';
import { queryLocalD1 } from './local-d1';

export interface RatingRow {
  id: string;
  rating: 'up' | 'down';
  comment: string | null;
  question: string;
  answer: string;
  sources: string;
  created_at: string;
}

export interface UsageRow {
  day: string;
  kind: string;
  hits: number;
}

export function usageReport(rows: readonly UsageRow[]) {
  const totals: Record<string, number> = {};
  for (const row of rows) totals[row.kind] = (totals[row.kind] ?? 0) + row.hits;
  return {
    days: [...rows].sort((a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind)),
    totals,
  };
}

export function ratingReport(rows: readonly RatingRow[]) {
  const answers = rows
    .map((row) => ({ ...row, sources: JSON.parse(row.sources) as unknown[] }))
    .sort((a, b) =>
      a.rating === b.rating
        ? b.created_at.localeCompare(a.created_at)
        : a.rating === 'down'
          ? -1
          : 1,
    );
  return {
    total: rows.length,
    up: rows.filter((row) => row.rating === 'up').length,
    down: rows.filter((row) => row.rating === 'down').length,
    answers,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      since: { type: 'string', default: '1970-01-01' },
      state: { type: 'string', default: '.wrangler/state' },
    },
  });
  const since = parseSince(values.since);
  const quoted = `'${since.replaceAll("'", "''")}'`;
  const ratings = await queryLocalD1<RatingRow>(
    values.state,
    `SELECT id, rating, comment, question, answer, sources, created_at FROM assistant_feedback WHERE created_at >= ${quoted}`,
  );
  const usage = await queryLocalD1<UsageRow>(
    values.state,
    `SELECT day, kind, hits FROM agent_usage WHERE day >= ${`'${since.slice(0, 10)}'`}`,
  );
  console.log(
    JSON.stringify(
      { since, ratings: ratingReport(ratings), agentUsage: usageReport(usage) },
      null,
      2,
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`assistant-export: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
