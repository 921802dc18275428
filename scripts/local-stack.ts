/** Starts scripts/serve.ts as a child process and stops it with its whole process group. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface LocalStack {
  url: string;
  stop(): Promise<void>;
}

export async function startLocalStack(options: {
  port: number;
  dir: string;
  state: string;
  vars?: Record<string, string>;
  /** Start from an empty database (default); false keeps the state dir's data, as after a restart. */
  fresh?: boolean;
  /** Extra environment for the server, e.g. the VITE_* settings its security headers follow. */
  env?: Record<string, string>;
  /** Given what the server prints to stderr as it comes (else it goes to this process's stderr). */
  onStderr?: (text: string) => void;
  timeoutMs?: number;
}): Promise<LocalStack> {
  // Never talk to somebody else's server by mistake: the port must be free.
  if (!(await isPortFree(options.port))) {
    throw new Error(`port ${options.port} is already in use; pick another one`);
  }
  const args = [
    path.join(root, 'scripts', 'serve.ts'),
    '--port',
    String(options.port),
    '--dir',
    options.dir,
    '--state',
    options.state,
    ...(options.fresh === false ? [] : ['--fresh']),
    ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ['--var', `${name}=${value}`]),
  ];
  const child: ChildProcess = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), args, {
    cwd: root,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'ignore', options.onStderr ? 'pipe' : 'inherit'],
  });
  const { onStderr } = options;
  if (onStderr) child.stderr?.on('data', (data: Buffer) => onStderr(data.toString()));
  // The server has its own process group; take it down even if this process dies abruptly.
  const killGroup = () => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', killGroup);
  const url = `http://127.0.0.1:${options.port}`;
  // Until the whole group is gone: workerd outlives serve.ts for a moment, holding the port
  // and the database a next server of the same state would start on.
  const stop = async () => {
    process.off('exit', killGroup);
    if (child.pid === undefined) return;
    const group = -child.pid;
    const signal = (name: NodeJS.Signals | 0) => {
      try {
        process.kill(group, name);
        return true;
      } catch {
        return false; // ESRCH: no process of the group is left.
      }
    };
    if (!signal('SIGTERM')) return;
    const killAt = Date.now() + 5_000;
    // Bounded: an orphan left unreaped (a zombie) answers signal 0 for as long as it stays.
    const giveUpAt = killAt + 2_000;
    while (signal(0) && Date.now() < giveUpAt) {
      if (Date.now() > killAt) signal('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`serve.ts exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/get-continent-code`);
      if (response.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`local stack on ${url} did not start in time`);
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
