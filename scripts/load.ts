/**
 * Load test of POST /api/feedback against the full local stack (wrangler pages dev,
 * the real functions, local D1): N records from C concurrent clients, each post with
 * an Idempotency-Key and retried with it on a network error, 5xx, 408 or 429; then
 * checks that every record is in D1 exactly once, and prints throughput and latency.
 *
 *   npm run load -- [--records 2000] [--clients 20] [--port 8798] [--dir <site>]
 *                   [--fault restart|busy] [--fault-seconds 5]
 *
 * --fault restart stops the stack for --fault-seconds (default 5) once a third of
 * the records are in and starts it again on the same database; --fault busy holds
 * a write lock on the D1 file for --fault-seconds (default 3) at the same point
 * (scripts/load-faults.ts). It starts its own server on a fresh state dir
 * (.cache/load-<port>/state) with the rate limit raised for the run, and stops it
 * at the end.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Outcome, runClient } from './load-client';
import { busyFault, FAULTS, type Fault, restartFault } from './load-faults';
import { queryLocalD1 } from './local-d1';
import { type LocalStack, startLocalStack } from './local-stack';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '2000' },
    clients: { type: 'string', default: '20' },
    port: { type: 'string', default: '8798' },
    dir: { type: 'string', default: 'tests/functions/fixtures/site' },
    fault: { type: 'string' },
    'fault-seconds': { type: 'string' },
  },
});
const records = Number(values.records);
const clients = Number(values.clients);
const port = Number(values.port);
const fault = values.fault as Fault | undefined;
if (fault !== undefined && !FAULTS.includes(fault)) {
  console.error(`load: --fault must be one of ${FAULTS.join(', ')}`);
  process.exit(2);
}
const faultMs = 1000 * Number(values['fault-seconds'] ?? (fault === 'busy' ? 3 : 5));
const state = path.join('.cache', `load-${port}`, 'state');
const runId = Date.now().toString(36);
// Feedback must name a page of the served build: the posts cycle through its routes.
const pages = JSON.parse(
  readFileSync(path.join(values.dir, '_content', 'routes.json'), 'utf8'),
) as string[];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

let stack: LocalStack | undefined;
const start = async (fresh: boolean) => {
  stack = await startLocalStack({
    port,
    dir: values.dir,
    state,
    fresh,
    vars: { FEEDBACK_RATE_LIMIT: String(records * 10) },
  });
};

/** Runs the fault once a third of the records are final; answers what it did. */
function faultAfterAThird(): { onDone: () => void; note: Promise<string> } {
  let done = 0;
  let trigger: () => void = () => {};
  const reached = new Promise<void>((resolve) => {
    trigger = resolve;
  });
  const note = reached.then(() => {
    if (fault === 'restart') {
      return restartFault(
        () => stack?.stop() ?? Promise.resolve(),
        () => start(false),
        faultMs,
      );
    }
    if (fault === 'busy') return busyFault(state, faultMs);
    return 'none';
  });
  const onDone = () => {
    done += 1;
    if (done === Math.ceil(records / 3)) trigger();
  };
  if (!fault) trigger();
  return { onDone, note };
}

async function main(): Promise<number> {
  const stopOnSignal = () => void stack?.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    console.log(`starting the local stack on port ${port} (fresh state ${state})…`);
    await start(true);
    const url = stack?.url ?? '';

    console.log(
      `posting ${records} records from ${clients} concurrent clients${fault ? `, fault: ${fault}` : ''}…`,
    );
    const { onDone, note } = faultAfterAThird();
    const started = performance.now();
    const perClient = Array.from(
      { length: clients },
      (_, c) => Math.floor(records / clients) + (c < records % clients ? 1 : 0),
    );
    const outcomes: Outcome[] = (
      await Promise.all(
        perClient.map((count, client) =>
          runClient({ url: () => url, client, count, pages, runId, onDone }),
        ),
      )
    ).flat();
    const seconds = (performance.now() - started) / 1000;
    const faultNote = await note;
    return await report(outcomes, seconds, faultNote);
  } finally {
    await stack?.stop();
  }
}

async function report(outcomes: Outcome[], seconds: number, faultNote: string): Promise<number> {
  const accepted = outcomes.filter((o) => o.status === 201 && o.id);
  const statuses = new Map<number, number>();
  for (const o of outcomes) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const requestLatencies = outcomes.flatMap((o) => o.requestMs).sort((a, b) => a - b);
  const attempts = requestLatencies.length;
  const retried = outcomes.filter((o) => o.attempts > 1).length;

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
  // Exactly once: every record has one row, and the id it was answered with is that row.
  const notOnce = outcomes.filter(
    (o) => byToken.get(o.token) !== 1 || !o.id || byId.get(o.id) !== 1,
  );
  const duplicated = [...byToken.values()].filter((n) => n > 1).length;
  const sent = new Set(outcomes.map((o) => o.token));
  const unexpected = rows.filter((row) => !sent.has(row.token));

  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const table: [string, string][] = [
    ['records posted', String(outcomes.length)],
    ['concurrent clients', String(clients)],
    ['fault', faultNote],
    ['final statuses', [...statuses].map(([s, n]) => `${s}×${n}`).join(' ')],
    ['requests (retries included)', `${attempts} (${retried} records retried)`],
    ['duration', `${seconds.toFixed(2)} s`],
    ['throughput', `${(outcomes.length / seconds).toFixed(0)} records/s`],
    ['record latency p50 (retries included)', fmt(percentile(latencies, 50))],
    ['record latency p95 (retries included)', fmt(percentile(latencies, 95))],
    ['record latency max', fmt(latencies[latencies.length - 1] ?? Number.NaN)],
    ['request latency p50', fmt(percentile(requestLatencies, 50))],
    ['request latency p95', fmt(percentile(requestLatencies, 95))],
    ['rows in D1 for this run', String(rows.length)],
    ['records stored exactly once', `${outcomes.length - notOnce.length}/${records}`],
    ['records stored twice or more', String(duplicated)],
    ['rows of no record', String(unexpected.length)],
    // Throughput depends on what else the machine runs; say so next to the numbers.
    ['machine', `${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)}`],
  ];
  const width = Math.max(...table.map(([k]) => k.length));
  console.log(table.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n'));

  const ok =
    accepted.length === records &&
    outcomes.length === records &&
    notOnce.length === 0 &&
    unexpected.length === 0;
  console.log(ok ? `OK: ${records}/${records} records stored exactly once` : 'FAILED');
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`load: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
