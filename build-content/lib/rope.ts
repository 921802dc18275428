/**
 * Joins with `+`, which V8 keeps as a rope: a rebuild in watch mode then does
 * not copy megabytes of unchanged text (it is flattened only when written).
 */
export function concat(parts: readonly string[], separator: string): string {
  let result = '';
  for (let index = 0; index < parts.length; index++)
    result = index === 0 ? parts[0] : result + separator + parts[index];
  return result;
}

/** UTF-8 bytes of concat(parts, separator), counted without making it (which would flatten it). */
export function ropeByteLength(parts: readonly string[], separator: string): number {
  let bytes = Math.max(0, parts.length - 1) * Buffer.byteLength(separator);
  for (const part of parts) bytes += Buffer.byteLength(part);
  return bytes;
}
