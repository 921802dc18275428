/**
 * Line and column of a front matter key (or of a value under it) in a page
 * source, so a problem with an entry's metadata points at the line to fix.
 * Without the key, the opening `---` (1:1).
 */
export function frontMatterPosition(
  source: string,
  key: string,
  value?: string,
): { line: number; column: number } {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return { line: 1, column: 1 };
  let end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end < 0) end = lines.length;
  const keyPattern = new RegExp(`^${escapeRegExp(key)}\\s*:`);
  const keyLine = lines.findIndex(
    (line, index) => index > 0 && index < end && keyPattern.test(line),
  );
  if (keyLine < 0) return { line: 1, column: 1 };
  if (value !== undefined) {
    const valuePattern = new RegExp(`(^|[\\s,\\[\\-'"])(${escapeRegExp(value)})(?=$|[\\s,\\]'"])`);
    for (let index = keyLine; index < end; index++) {
      // The value is on the key's line or in the block list below it.
      if (index > keyLine && !/^\s+-|^\s*$/.test(lines[index])) break;
      const text =
        index === keyLine
          ? lines[index].replace(keyPattern, (m) => ' '.repeat(m.length))
          : lines[index];
      const match = valuePattern.exec(text);
      if (match) return { line: index + 1, column: match.index + match[1].length + 1 };
    }
  }
  const valueStart = lines[keyLine].search(/:\s*\S/);
  const column =
    valueStart < 0 ? 1 : lines[keyLine].slice(valueStart + 1).search(/\S/) + valueStart + 2;
  return { line: keyLine + 1, column };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
