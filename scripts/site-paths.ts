/**
 * Where a build of a content tree goes. This repository's content/ keeps the
 * usual places (.bundle/, dist/, .wrangler/state); any other tree gets its
 * own under .cache/sites/<name>-<hash>/, so building a migrating team's tree
 * never replaces this site's build or database.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const OWN_CONTENT = path.join(root, 'content');

export interface SitePaths {
  contentDir: string;
  /** True for a tree other than this repository's content/. */
  foreign: boolean;
  bundleDir: string;
  distDir: string;
  stateDir: string;
}

export function sitePaths(content: string): SitePaths {
  const contentDir = path.resolve(content);
  if (contentDir === OWN_CONTENT) {
    return {
      contentDir,
      foreign: false,
      bundleDir: path.join(root, '.bundle'),
      distDir: path.join(root, 'dist'),
      stateDir: path.join(root, '.wrangler', 'state'),
    };
  }
  const hash = createHash('sha256').update(contentDir).digest('hex').slice(0, 8);
  const base = path.join(root, '.cache', 'sites', `${path.basename(contentDir)}-${hash}`);
  return {
    contentDir,
    foreign: true,
    bundleDir: path.join(base, 'bundle'),
    distDir: path.join(base, 'dist'),
    stateDir: path.join(base, 'state'),
  };
}
