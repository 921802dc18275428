import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './scripts/chromium-flags.ts';

const port = Number(process.env.E2E_PORT ?? 8790);
export const baseURL = `http://127.0.0.1:${port}`;
/** The loopback stand-in for the video stream provider (tests/video-provider/server.ts). */
export const videoProviderURL = `http://127.0.0.1:${Number(process.env.E2E_VIDEO_PORT ?? port + 150)}`;
/** The loopback OpenAI-compatible model the served site's assistant talks to. */
export const modelPort = Number(process.env.E2E_MODEL_PORT ?? port + 157);
export const modelURL = `http://127.0.0.1:${modelPort}`;
const modelVars = `--var ASK_AI_BASE_URL=${modelURL}/v1 --var ASK_AI_MODEL=loopback --var ASK_AI_RATE_LIMIT=1000`;

// Browser tests run against the full local stack (built site + functions + local D1),
// in Debian's chromium: Playwright's own browser download does not work on these machines.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Specs measure the network path; the offline specs opt in to the service worker.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
  },
  webServer: [
    {
      // Each port gets its own build output and database, so parallel runs never share state.
      command: `npm run build -- --outDir .cache/e2e-${port}/dist && tsx scripts/serve.ts --port ${port} --dir .cache/e2e-${port}/dist --state .cache/e2e-${port}/state --fresh ${modelVars}`,
      url: `${baseURL}/_content/manifest.json`,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
      stdout: 'ignore',
      stderr: 'pipe',
      // The site's video player streams from the stand-in (build: config + CSP; serve: CSP).
      env: { VITE_VIDEO_BASE_URL: videoProviderURL },
    },
    {
      command: `tsx tests/video-provider/server.ts --port ${new URL(videoProviderURL).port}`,
      url: `${videoProviderURL}/health`,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `tsx tests/support/fake-model-server.ts --port ${modelPort}`,
      url: `${modelURL}/health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
