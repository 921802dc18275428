/**
 * Advance widths from an sfnt font (cmap format 4 + hmtx), so text can be
 * wrapped to the image width before it is drawn. Kerning is ignored: it changes
 * widths by a percent or two, which the layout margins absorb.
 */

export interface FontMetrics {
  /** Width of `text` in pixels at `fontSize`. */
  measure(text: string, fontSize: number): number;
}

function findTable(view: DataView, tag: string): number {
  const numTables = view.getUint16(4);
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    const name = String.fromCharCode(
      view.getUint8(record),
      view.getUint8(record + 1),
      view.getUint8(record + 2),
      view.getUint8(record + 3),
    );
    if (name === tag) return view.getUint32(record + 8);
  }
  throw new Error(`font has no ${tag} table`);
}

/** Glyph lookup from the Unicode BMP cmap subtable (format 4). */
function cmapFormat4(view: DataView): (codePoint: number) => number {
  const cmap = findTable(view, 'cmap');
  const count = view.getUint16(cmap + 2);
  let subtable = -1;
  for (let i = 0; i < count; i++) {
    const record = cmap + 4 + i * 8;
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    const offset = cmap + view.getUint32(record + 4);
    if (view.getUint16(offset) !== 4) continue;
    if ((platform === 3 && encoding === 1) || platform === 0) subtable = offset;
  }
  if (subtable < 0) throw new Error('font has no format 4 cmap');
  const segCount = view.getUint16(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;

  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let i = 0; i < segCount; i++) {
      if (codePoint > view.getUint16(ends + i * 2)) continue;
      const start = view.getUint16(starts + i * 2);
      if (codePoint < start) return 0;
      const delta = view.getUint16(deltas + i * 2);
      const rangeOffsetAt = rangeOffsets + i * 2;
      const rangeOffset = view.getUint16(rangeOffsetAt);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsetAt + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export function fontMetrics(sfnt: Uint8Array): FontMetrics {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const unitsPerEm = view.getUint16(findTable(view, 'head') + 18);
  const numberOfHMetrics = view.getUint16(findTable(view, 'hhea') + 34);
  const hmtx = findTable(view, 'hmtx');
  const glyphOf = cmapFormat4(view);
  const cache = new Map<number, number>();

  const advance = (codePoint: number): number => {
    let width = cache.get(codePoint);
    if (width === undefined) {
      const glyph = Math.min(glyphOf(codePoint), numberOfHMetrics - 1);
      width = view.getUint16(hmtx + glyph * 4);
      cache.set(codePoint, width);
    }
    return width;
  };

  return {
    measure(text, fontSize) {
      let units = 0;
      for (const char of text) units += advance(char.codePointAt(0) ?? 0);
      return (units * fontSize) / unitsPerEm;
    },
  };
}
