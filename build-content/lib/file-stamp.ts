import { statSync } from 'node:fs';

/**
 * A file's device, inode, size and time of change: any write to it (in
 * place, or a new file renamed over it) changes the stamp, so a stamp read
 * again that is the same names the same bytes.
 */
export function fileStamp(file: string): string {
  const { dev, ino, size, mtimeMs } = statSync(file);
  return `${dev}:${ino}:${size}:${mtimeMs}`;
}
