import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A webhook receiver on 127.0.0.1 that answers 200, or 500 when the body contains "fail the webhook". */
    webhookUrl: string;
    /** Where the receiver lists what it got: GET → JSON array of bodies. */
    webhookLogUrl: string;
  }
}

/**
 * A real HTTP server standing in for a third-party webhook (Slack, a CRM), so
 * functions under test in workerd forward over a real socket.
 */
export default async function setup(project: TestProject) {
  const received: unknown[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(received));
      return;
    }
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      let parsed: unknown = body;
      try {
        parsed = JSON.parse(body);
      } catch {}
      received.push(parsed);
      res.statusCode = body.includes('fail the webhook') ? 500 : 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('webhookUrl', `http://127.0.0.1:${port}/hook`);
  project.provide('webhookLogUrl', `http://127.0.0.1:${port}/log`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
