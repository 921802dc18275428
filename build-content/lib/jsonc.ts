/**
 * Parses JSON with comments and trailing commas, the dialect of tsconfig.json
 * and jsconfig.json: comments and commas before `}` or `]` are blanked out
 * (outside strings), then JSON.parse reads the rest.
 */
export function parseJsonc(text: string): unknown {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '"') {
      const end = stringEnd(text, index);
      out += text.slice(index, end);
      index = end;
    } else if (char === '/' && text[index + 1] === '/') {
      while (index < text.length && text[index] !== '\n') index++;
    } else if (char === '/' && text[index + 1] === '*') {
      const end = text.indexOf('*/', index + 2);
      index = end < 0 ? text.length : end + 2;
    } else if (char === ',' && /^\s*[}\]]/.test(withoutComments(text.slice(index + 1)))) {
      index++;
    } else {
      out += char;
      index++;
    }
  }
  return JSON.parse(out);
}

/** Index just after the string literal that starts at `start`. */
function stringEnd(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** The leading whitespace and comments of `text` dropped, for the trailing-comma check. */
function withoutComments(text: string): string {
  let rest = text;
  for (;;) {
    const trimmed = rest.trimStart();
    if (trimmed.startsWith('//')) {
      const end = trimmed.indexOf('\n');
      rest = end < 0 ? '' : trimmed.slice(end + 1);
    } else if (trimmed.startsWith('/*')) {
      const end = trimmed.indexOf('*/');
      rest = end < 0 ? '' : trimmed.slice(end + 2);
    } else {
      return trimmed;
    }
  }
}
