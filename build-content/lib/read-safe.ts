import { readFileSync } from 'node:fs';

/** A file's text, or '' when it cannot be read (gone, or never there). */
export function readSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
