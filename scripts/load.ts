/**
 * Load test of POST /api/feedback against the full local stack (wrangler pages dev,
 * the real functions, local D1): N records from C concurrent clients, then checks
 * that every accepted record is in D1 exactly once, and prints throughput and latency.
 *
 *   npm run load -- [--records 2000] [--clients 20] [--port 8798] [--dir <site>]
 *
 * It starts its own server on a fresh state dir (.cache/load-<port>/state) with the
 * rate limit raised for the run, and stops it at the end.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { queryLocalD1 } from './local-d1';
import { type LocalStack, startLocalStack } from './local-stack';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '2000' },
    clients: { type: 'string', default: '20' },
    port: { type: 'string', default: '8798' },
    dir: { type: 'string', default: 'tests/functions/fixtures/site' },
  },
});
const records = Number(values.records);
const clients = Number(values.clients);
const port = Number(values.port);
const state = path.join('.cache', `load-${port}`, 'state');
const runId = Date.now().toString(36);
// Feedback must name a page of the served build: the posts cycle through its routes.
const pages = JSON.parse(
  readFileSync(path.join(values.dir, '_content', 'routes.json'), 'utf8'),
) as string[];

interface Outcome {
  token: string;
  status: number;
  id?: string;
  ms: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One client: its own IP, posting its share of the records one after another. */
async function runClient(url: string, client: number, count: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let i = 0; i < count; i++) {
    const token = `load:${runId}:${client}:${i}`;
    const body = JSON.stringify({
      page: pages[(client * 50 + i) % pages.length],
      feedback: i % 3 === 0 ? 'negative' : 'positive',
      comment: `${token} ${'feedback text '.repeat(1 + (i % 20))}`,
    });
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/feedback`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'cf-connecting-ip': `10.20.0.${client + 1}`,
        },
        body,
      });
      const payload = (await response.json()) as { id?: string };
      outcomes.push({
        token,
        status: response.status,
        id: payload.id,
        ms: performance.now() - started,
      });
    } catch {
      outcomes.push({ token, status: 0, ms: performance.now() - started });
    }
  }
  return outcomes;
}

async function main(): Promise<number> {
  let stack: LocalStack | undefined;
  const stopOnSignal = () => void stack?.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    console.log(`starting the local stack on port ${port} (fresh state ${state})…`);
    stack = await startLocalStack({
      port,
      dir: values.dir,
      state,
      vars: { FEEDBACK_RATE_LIMIT: String(records * 10) },
    });

    console.log(`posting ${records} records from ${clients} concurrent clients…`);
    const started = performance.now();
    const perClient = Array.from(
      { length: clients },
      (_, c) => Math.floor(records / clients) + (c < records % clients ? 1 : 0),
    );
    const outcomes = (
      await Promise.all(perClient.map((count, c) => runClient(stack?.url ?? '', c, count)))
    ).flat();
    const seconds = (performance.now() - started) / 1000;

    const accepted = outcomes.filter((o) => o.status === 201 && o.id);
    const statuses = new Map<number, number>();
    for (const o of outcomes) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);

    const rows = await queryLocalD1<{ id: string; token: string }>(
      state,
      `SELECT id, substr(comment, 1, instr(comment, ' ') - 1) AS token FROM feedback WHERE comment LIKE 'load:${runId}:%'`,
    );
    const byId = new Map<string, number>();
    const byToken = new Map<string, number>();
    for (const row of rows) {
      byId.set(row.id, (byId.get(row.id) ?? 0) + 1);
      byToken.set(row.token, (byToken.get(row.token) ?? 0) + 1);
    }
    const missing = accepted.filter(
      (o) => byId.get(o.id ?? '') !== 1 || byToken.get(o.token) !== 1,
    );
    const acceptedTokens = new Set(accepted.map((o) => o.token));
    const unexpected = rows.filter((row) => !acceptedTokens.has(row.token));

    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    const table: [string, string][] = [
      ['records posted', String(outcomes.length)],
      ['concurrent clients', String(clients)],
      ['statuses', [...statuses].map(([s, n]) => `${s}×${n}`).join(' ')],
      ['duration', `${seconds.toFixed(2)} s`],
      ['throughput', `${(outcomes.length / seconds).toFixed(0)} req/s`],
      ['latency p50', fmt(percentile(latencies, 50))],
      ['latency p95', fmt(percentile(latencies, 95))],
      ['latency p99', fmt(percentile(latencies, 99))],
      ['latency max', fmt(latencies[latencies.length - 1] ?? Number.NaN)],
      ['rows in D1 for this run', String(rows.length)],
      ['accepted but not stored exactly once', String(missing.length)],
      ['stored but not accepted', String(unexpected.length)],
      // Throughput depends on what else the machine runs; say so next to the numbers.
      ['machine', `${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)}`],
    ];
    const width = Math.max(...table.map(([k]) => k.length));
    console.log(table.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n'));

    const ok = accepted.length === records && missing.length === 0 && unexpected.length === 0;
    console.log(ok ? 'OK: every accepted record is in D1 exactly once' : 'FAILED');
    return ok ? 0 : 1;
  } finally {
    await stack?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`load: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
