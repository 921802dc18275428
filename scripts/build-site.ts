/**
 * npm run build -- [--content DIR] [--links error|warn] [vite build options]
 * Builds the whole site from a content tree (scripts/site-build.ts).
 */
import { buildSite } from './site-build.ts';

buildSite(process.argv.slice(2)).then(
  ({ code }) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
