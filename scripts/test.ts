/**
 * `npm test`: every check in order, stopping at the first failing step, then
 * one closing line with the test counts of all runners.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const reportDir = path.resolve('.cache/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const vitestReport = path.join(reportDir, 'vitest.json');
const playwrightReport = path.join(reportDir, 'playwright.json');

const steps: { name: string; cmd: string; env?: Record<string, string> }[] = [
  { name: 'typecheck', cmd: 'npm run typecheck' },
  { name: 'lint', cmd: 'npm run lint' },
  {
    name: 'unit',
    cmd: `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestReport}`,
  },
  {
    name: 'browser',
    cmd: 'npm run test:e2e',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  },
];

let failedStep: string | null = null;
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const result = spawnSync(step.cmd, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  console.log(
    `◀ ${step.name}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: report shapes differ per runner and are read defensively
type Report = any;

function readCounts(file: string, pick: (json: Report) => [number, number, number]) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return [0, 0, 0] as [number, number, number];
  }
}

const unit = readCounts(vitestReport, (j) => [
  j.numPassedTests,
  j.numFailedTests,
  j.numPendingTests,
]);
const browser = readCounts(playwrightReport, (j) => [
  j.stats.expected + j.stats.flaky,
  j.stats.unexpected,
  j.stats.skipped,
]);
const passed = unit[0] + browser[0];
const failed = unit[1] + browser[1] + (failedStep && unit[1] + browser[1] === 0 ? 1 : 0);
const skipped = unit[2] + browser[2];
if (failedStep) console.log(`\nfailed step: ${failedStep}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
