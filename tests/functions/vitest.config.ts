import path from 'node:path';
import {
  buildPagesASSETSBinding,
  cloudflareTest,
  readD1Migrations,
} from '@cloudflare/vitest-pool-workers';
import { defineProject } from 'vitest/config';
import { startFakeModel } from '../support/fake-model-server.ts';

const root = path.resolve(import.meta.dirname, '../..');

// The edge functions run in workerd with a real (in-memory) D1 and a static
// assets binding over a tiny fixture site, independent of the real build.
export default defineProject({
  plugins: [
    cloudflareTest(async () => ({
      miniflare: await miniflareOptions(),
    })),
  ],
  test: {
    name: 'functions',
    include: ['tests/functions/**/*.test.ts'],
    root,
    setupFiles: ['tests/functions/apply-migrations.ts'],
    // A loopback HTTP server for webhook forwarding tests.
    globalSetup: ['tests/functions/webhook-server.ts'],
  },
});

// The assistant's model is a loopback OpenAI-compatible server on a free port.
let fakeModel: Promise<{ url: string }> | undefined;

async function miniflareOptions() {
  fakeModel ??= startFakeModel(0).then(({ server, url }) => {
    server.unref();
    return { url };
  });
  const model = await fakeModel;
  return {
    compatibilityDate: '2026-05-01',
    compatibilityFlags: ['nodejs_compat'],
    // As in Pages Functions: .wasm imports are compiled modules, .bin imports ArrayBuffers.
    modulesRules: [
      { type: 'CompiledWasm', include: ['**/*.wasm'] },
      { type: 'Data', include: ['**/*.bin'] },
    ],
    d1Databases: ['DB'],
    bindings: {
      TEST_MIGRATIONS: await readD1Migrations(path.join(root, 'migrations')),
      FEEDBACK_RATE_LIMIT: '30',
      ASK_AI_BASE_URL: model.url,
      ASK_AI_MODEL: 'loopback',
      ASK_AI_RATE_LIMIT: '5',
    },
    serviceBindings: {
      ASSETS: await buildPagesASSETSBinding(path.join(import.meta.dirname, 'fixtures/site')),
    },
  };
}
