import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from './helpers.ts';

/** A throwaway content tree: `files` maps paths inside it to their text. */
export function writeTree(name: string, files: Record<string, string>): string {
  const dir = tempDir(name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
