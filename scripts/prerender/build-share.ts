/**
 * What the prerender step adds to `npm run build`, in percent of the same
 * build without it. The step runs last and on its own (vite's closeBundle,
 * awaited), so the build without it is the whole build minus the step.
 */
import { readFileSync } from 'node:fs';
import type { PrerenderTiming } from './vite-plugin.ts';

export function prerenderAddsPercent(buildMs: number, stepMs: number): number {
  if (!(stepMs >= 0) || !(buildMs > stepMs)) {
    throw new Error(`a ${buildMs} ms build cannot hold a ${stepMs} ms prerender step`);
  }
  return (stepMs / (buildMs - stepMs)) * 100;
}

export function readPrerenderTiming(file: string): PrerenderTiming {
  const timing = JSON.parse(readFileSync(file, 'utf8')) as Partial<PrerenderTiming>;
  for (const key of ['stepMs', 'serverBuildMs', 'pagesMs', 'pages'] as const) {
    if (typeof timing[key] !== 'number') throw new Error(`${file}: ${key} is missing`);
  }
  return timing as PrerenderTiming;
}
