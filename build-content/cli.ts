import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildContent, formatDiagnostic } from './index.ts';

/**
 * npm run build:content -- [--content DIR] [--out DIR] [--links warn] [--project DIR]
 * Without flags: content/ into .bundle/, where the app and the Vite plugin read it.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      content: { type: 'string', default: 'content' },
      out: { type: 'string', default: '.bundle' },
      links: { type: 'string', default: 'error' },
      'no-cache': { type: 'boolean', default: false },
      project: { type: 'string' },
    },
  });
  if (values.links !== 'error' && values.links !== 'warn') {
    console.error('--links must be "error" or "warn"');
    return 2;
  }
  const started = performance.now();
  const result = await buildContent({
    contentDir: path.resolve(values.content),
    outDir: path.resolve(values.out),
    links: values.links,
    cacheDir: values['no-cache'] ? false : undefined,
    projectDir: values.project ? path.resolve(values.project) : undefined,
  });
  for (const warning of result.warnings) console.warn(`${formatDiagnostic(warning)} (warning)`);
  for (const error of result.errors) console.error(formatDiagnostic(error));
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (result.errors.length > 0) {
    console.error(
      `build-content failed: ${result.errors.length} error(s), ${result.warnings.length} warning(s); nothing written`,
    );
    return 1;
  }
  console.log(
    `build-content: ${result.routes.length} routes into ${path.relative(process.cwd(), path.resolve(values.out)) || '.'} ` +
      `(build ${result.buildId}, ${result.warnings.length} warning(s), ${seconds}s)`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
