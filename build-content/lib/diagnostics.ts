import path from 'node:path';

/** One build problem, printed as `file:line:col message`. */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** Paths inside the working directory are printed relative to it, others absolute. */
export function displayPath(absolute: string): string {
  const relative = path.relative(process.cwd(), absolute);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : absolute;
}

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column} ${d.message}`;
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  if (a.line !== b.line) return a.line - b.line;
  if (a.column !== b.column) return a.column - b.column;
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}

interface Positioned {
  position?: { start: { line: number; column: number } };
}

/** Line and column of a unist node, 1:1 when it has no position. */
export function at(node: Positioned | undefined): { line: number; column: number } {
  const start = node?.position?.start;
  return { line: start?.line ?? 1, column: start?.column ?? 1 };
}
