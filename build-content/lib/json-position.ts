/** Where JSON text stops being valid, for an error message with a position (V8 often gives none). */
export function jsonErrorPosition(text: string): { line: number; column: number; problem: string } {
  const offset = firstInvalidOffset(text);
  const before = text.slice(0, offset);
  const found =
    offset < text.length ? `unexpected ${JSON.stringify(text[offset])}` : 'unexpected end of input';
  return {
    line: before.split('\n').length,
    column: offset - before.lastIndexOf('\n'),
    problem: found,
  };
}

export function lineOf(text: string, offset: number): number {
  if (offset < 0) return 1;
  return text.slice(0, offset).split('\n').length;
}

/** A small recursive-descent JSON scanner: returns the offset of the first invalid character. */
function firstInvalidOffset(text: string): number {
  let index = 0;
  const space = () => {
    while (index < text.length && ' \t\n\r'.includes(text[index])) index++;
  };
  const fail = (): never => {
    throw index;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, index)) index += word.length;
    else fail();
  };
  const string = () => {
    index++;
    while (index < text.length && text[index] !== '"') {
      if (text[index] === '\\') index++;
      else if (text.charCodeAt(index) < 0x20) fail();
      index++;
    }
    if (index >= text.length) fail();
    index++;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index, index + 64));
    if (!match) fail();
    index += (match as RegExpExecArray)[0].length;
  };
  const value = (): void => {
    space();
    const character = text[index];
    if (character === '{') container('}', true);
    else if (character === '[') container(']', false);
    else if (character === '"') string();
    else if (character === 't') literal('true');
    else if (character === 'f') literal('false');
    else if (character === 'n') literal('null');
    else if (character === '-' || (character >= '0' && character <= '9')) number();
    else fail();
  };
  const container = (close: string, keyed: boolean) => {
    index++;
    space();
    if (text[index] === close) {
      index++;
      return;
    }
    for (;;) {
      if (keyed) {
        space();
        if (text[index] !== '"') fail();
        string();
        space();
        if (text[index] !== ':') fail();
        index++;
      }
      value();
      space();
      if (text[index] === ',') {
        index++;
        continue;
      }
      if (text[index] === close) {
        index++;
        return;
      }
      fail();
    }
  };
  try {
    value();
    space();
    if (index < text.length) fail();
    return text.length;
  } catch (offset) {
    return offset as number;
  }
}
