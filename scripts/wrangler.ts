/** The project's wrangler, run offline: no account, no telemetry, no cf.json download. */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const wranglerBin = path.join(root, 'node_modules', '.bin', 'wrangler');

export const wranglerEnv: NodeJS.ProcessEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  // No interactive prompts (migrations apply asks for confirmation otherwise).
  CI: process.env.CI ?? 'true',
  NO_COLOR: process.env.NO_COLOR ?? '1',
};
