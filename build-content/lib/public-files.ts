import { type Dirent, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The files of the public folder (served beside the bundle, so links to them
 * resolve), as "/path" from its root. `false` for none; by default the
 * `public` folder next to the content tree.
 */
export function publicFiles(publicDir: string | false | undefined, contentDir: string): string[] {
  if (publicDir === false) return [];
  const dir = path.resolve(publicDir ?? path.join(contentDir, '..', 'public'));
  const files: string[] = [];
  const walk = (folder: string, prefix: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${prefix}/${entry.name}`);
      else files.push(`${prefix}/${entry.name}`);
    }
  };
  walk(dir, '');
  return files;
}
