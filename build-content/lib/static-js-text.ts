/**
 * Reading literal values out of a JavaScript or TypeScript file's text
 * without running it (a project's next.config): comments blanked, a
 * property's value found by its key, balanced brackets skipped over with
 * strings respected. Enough for configuration written as literals, nothing more.
 */

/** A value found in the text: an object or array (its inner text), a string, and where it starts. */
export interface FoundValue {
  /** `other`: something is there, but not a literal (a call, a computed value). */
  kind: 'object' | 'array' | 'string' | 'other';
  text: string;
  /** Offset of the key (or of the constant's name) in the text searched. */
  at: number;
}

/** The text with every comment replaced by spaces, so offsets, lines and columns stay. */
export function blankComments(source: string): string {
  let out = '';
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    if (char === '"' || char === "'" || char === '`') {
      const end = stringEnd(source, index);
      out += source.slice(index, end);
      index = end;
    } else if (source.startsWith('//', index)) {
      const end = source.indexOf('\n', index);
      const stop = end < 0 ? source.length : end;
      out += ' '.repeat(stop - index);
      index = stop;
    } else if (source.startsWith('/*', index)) {
      const end = source.indexOf('*/', index + 2);
      const stop = end < 0 ? source.length : end + 2;
      out += source.slice(index, stop).replace(/[^\n]/g, ' ');
      index = stop;
    } else {
      out += char;
      index++;
    }
  }
  return out;
}

/**
 * The value of property `key` in `scope` (`key: value`, or the shorthand
 * `{ key }`); a value that names a top-level constant is looked up in
 * `whole` (default: the scope itself).
 */
export function valueAfter(scope: string, key: string, whole = scope): FoundValue | undefined {
  const name = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const property = new RegExp(`(^|[{,\\s])(['"]?)${name}\\2\\s*:`, 'g');
  for (const match of scope.matchAll(property)) {
    // `const i18n: Type = …` declares a constant: its colon starts a type, not a value.
    if (/\b(?:const|let|var)\s*$/.test(scope.slice(0, match.index + match[1].length))) continue;
    const at = match.index + match[1].length;
    return literalAt(scope, match.index + match[0].length, whole, at, 0);
  }
  if (new RegExp(`(^|[{,])\\s*${name}\\s*(,|}|$)`).test(scope)) return constant(whole, key, 0);
  return undefined;
}

/** The literal starting at `start` (after spaces), or the constant it names. */
function literalAt(
  text: string,
  start: number,
  whole: string,
  at: number,
  hops: number,
): FoundValue {
  let index = start;
  while (index < text.length && /\s/.test(text[index])) index++;
  const char = text[index];
  if (char === '{' || char === '[') {
    const end = closingIndex(text, index);
    if (end < 0) return { kind: 'other', text: '', at };
    return { kind: char === '{' ? 'object' : 'array', text: text.slice(index + 1, end), at };
  }
  if (char === '"' || char === "'" || char === '`') {
    const end = stringEnd(text, index);
    const inner = text.slice(index + 1, end - 1);
    if (char === '`' && inner.includes('${')) return { kind: 'other', text: '', at };
    return { kind: 'string', text: inner, at };
  }
  const identifier = /^[A-Za-z_$][\w$]*/.exec(text.slice(index));
  const named = identifier && hops < 3 ? constant(whole, identifier[0], hops + 1) : undefined;
  return named ?? { kind: 'other', text: '', at };
}

/** `const NAME = <literal>` (with an optional type annotation) anywhere in the text. */
function constant(whole: string, name: string, hops: number): FoundValue | undefined {
  const pattern = new RegExp(`\\b(?:const|let|var)\\s+(${name})\\s*(?::[^=]+)?=`);
  const match = pattern.exec(whole);
  if (!match) return undefined;
  const at = match.index + match[0].indexOf(name, match[0].search(/\s/));
  return literalAt(whole, match.index + match[0].length, whole, at, hops);
}

/** Index of the bracket closing the one at `open`, skipping strings; -1 when unbalanced. */
function closingIndex(text: string, open: number): number {
  let depth = 0;
  let index = open;
  while (index < text.length) {
    const char = text[index];
    if (char === '"' || char === "'" || char === '`') {
      index = stringEnd(text, index);
      continue;
    }
    if (char === '{' || char === '[' || char === '(') depth++;
    else if (char === '}' || char === ']' || char === ')') {
      depth--;
      if (depth === 0) return index;
    }
    index++;
  }
  return -1;
}

/** Index just past the string literal opening at `start`. */
function stringEnd(text: string, start: number): number {
  const quote = text[start];
  let index = start + 1;
  while (index < text.length && text[index] !== quote) {
    if (text[index] === '\\') index++;
    else if (quote !== '`' && text[index] === '\n') return index;
    index++;
  }
  return Math.min(index + 1, text.length);
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
