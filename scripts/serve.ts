/**
 * Serves a built site with its functions and a local D1 database:
 * applies the migrations in migrations/ to the local state (again, for a
 * few seconds, while another process holds the database: busy-migrations.ts),
 * then runs `wrangler pages dev`. Fully offline: no account, no telemetry, no cf.json download.
 *
 *   tsx scripts/serve.ts [--port 8788] [--dir dist] [--state .wrangler/state] [--fresh]
 *                        [--var NAME=VALUE ...]
 *
 * The state dir keeps the database between runs; --fresh starts from an empty one.
 * --var overrides a [vars] value of wrangler.toml (e.g. --var FEEDBACK_RATE_LIMIT=100000).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type MigrationAttempt, migrateWhileBusy } from './busy-migrations';
import { wranglerBin, wranglerEnv } from './wrangler';
import { writeHeaders } from './write-headers';

const root = path.resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8788' },
    dir: { type: 'string', default: 'dist' },
    state: { type: 'string', default: '.wrangler/state' },
    fresh: { type: 'boolean', default: false },
    var: { type: 'string', multiple: true, default: [] },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`serve: invalid --port ${values.port}`);
  process.exit(2);
}
const dir = path.resolve(root, values.dir);
const state = path.resolve(root, values.state);
if (!existsSync(dir)) {
  console.error(`serve: ${dir} does not exist; run \`npm run build\` first`);
  process.exit(2);
}
if (values.fresh) rmSync(state, { recursive: true, force: true });
// Security headers for exactly the HTML being served (its inline script hashes).
writeHeaders(path.join(dir, '_headers'), path.join(dir, 'index.html'));

let child: ChildProcess | undefined;
let stopping = false;

/** Keeps the end of what a migration printed: enough to find SQLITE_BUSY in. */
const KEPT_OUTPUT = 16_384;

/**
 * Runs wrangler and resolves with its exit code once its streams are done.
 * With `keepOutput` its output is passed through and the end of it kept.
 */
function run(args: string[], keepOutput = false): Promise<MigrationAttempt> {
  // Same process group as this script, so a group kill (as test runners do) reaches it too.
  const proc = spawn(wranglerBin, args, {
    cwd: root,
    env: wranglerEnv,
    stdio: keepOutput ? ['inherit', 'pipe', 'pipe'] : 'inherit',
  });
  child = proc;
  let output = '';
  const keep = (target: NodeJS.WriteStream) => (data: Buffer) => {
    target.write(data);
    output = (output + data.toString()).slice(-KEPT_OUTPUT);
  };
  proc.stdout?.on('data', keep(process.stdout));
  proc.stderr?.on('data', keep(process.stderr));
  // 'close', not 'exit': the streams have given all they had by then.
  return new Promise((resolve) => {
    proc.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    proc.on('error', (error) => {
      console.error(`serve: ${error.message}`);
      resolve({ code: 1, output });
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopping = true;
    if (child && child.exitCode === null) child.kill(signal);
    else process.exit(0);
  });
}
process.on('exit', () => {
  if (child && child.exitCode === null) child.kill('SIGTERM');
});

const migrated = await migrateWhileBusy(
  () => run(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], true),
  { stopped: () => stopping },
);
if (migrated !== 0 || stopping) {
  if (!stopping) console.error('serve: applying D1 migrations failed');
  process.exit(migrated || 1);
}

const bindings = values.var.flatMap((binding) => ['--binding', binding]);
const { code } = await run([
  'pages',
  'dev',
  dir,
  '--ip',
  '127.0.0.1',
  '--port',
  String(port),
  // Devtools port derived from the site port, so parallel servers never collide.
  '--inspector-port',
  String(port + 10_000),
  '--persist-to',
  state,
  '--show-interactive-dev-session=false',
  ...bindings,
]);
process.exit(stopping ? 0 : code);
