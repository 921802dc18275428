/**
 * WOFF 1.0 → plain sfnt (TrueType/OpenType) bytes. resvg reads only sfnt, and the
 * font package ships WOFF; each table is zlib-compressed on its own, so decoding
 * is a table copy plus DecompressionStream, no dependency needed.
 */

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

interface TableEntry {
  tag: number;
  checksum: number;
  data: Uint8Array;
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function woffToSfnt(woff: ArrayBuffer): Promise<Uint8Array> {
  const view = new DataView(woff);
  if (view.getUint32(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);

  const tables: TableEntry[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const raw = new Uint8Array(woff, offset, compLength);
    const data = compLength < origLength ? await inflate(raw) : raw;
    if (data.byteLength !== origLength) throw new Error('corrupt WOFF table');
    tables.push({ tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data });
  }

  const padded = (length: number) => (length + 3) & ~3;
  const headerSize = 12 + numTables * 16;
  const total = tables.reduce((sum, table) => sum + padded(table.data.byteLength), headerSize);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, searchRange);
  outView.setUint16(8, entrySelector);
  outView.setUint16(10, numTables * 16 - searchRange);

  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    outView.setUint32(record, table.tag);
    outView.setUint32(record + 4, table.checksum);
    outView.setUint32(record + 8, offset);
    outView.setUint32(record + 12, table.data.byteLength);
    out.set(table.data, offset);
    offset += padded(table.data.byteLength);
  });
  return out;
}
