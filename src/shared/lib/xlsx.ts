/**
 * Reads the first worksheet of an Excel .xlsx file as rows of cell text, in the browser, without a
 * spreadsheet library: an .xlsx is a zip of XML parts, unzipped here with the platform's
 * `DecompressionStream('deflate-raw')` and read with a few patterns that cover the parts Excel, WPS and
 * LibreOffice write (shared and inline strings, numbers, booleans; ZIP64 is not supported). Loaded on demand
 * when a buyer uploads an .xlsx for a batch order.
 */

interface ZipEntry {
  method: number;
  compressedSize: number;
  offset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip file');
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const names = new TextDecoder();
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) throw new Error('bad zip directory');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      offset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function readEntry(bytes: Uint8Array, entry: ZipEntry): Promise<string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(entry.offset, true) !== LOCAL) throw new Error('bad zip entry');
  const start =
    entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true);
  const data = bytes.slice(start, start + entry.compressedSize);
  if (entry.method === 0) return new TextDecoder().decode(data);
  if (entry.method !== 8) throw new Error(`zip method ${entry.method}`);
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text with its entities and character references decoded. */
export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[ref] ?? all;
  });
}

/** The text runs of a string item (`<si>` or `<is>`), phonetic guides (`<rPh>`) left out. */
function itemText(xml: string): string {
  const withoutPhonetic = xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '');
  let text = '';
  for (const m of withoutPhonetic.matchAll(/<(?:\w+:)?t\b[^>]*>([\s\S]*?)<\/(?:\w+:)?t>/g)) text += m[1];
  return decodeXml(text);
}

/** The shared strings table of a workbook. */
export function parseSharedStrings(xml: string): string[] {
  return [...xml.matchAll(/<(?:\w+:)?si\b[^>]*>([\s\S]*?)<\/(?:\w+:)?si>/g)].map((m) => itemText(m[1]!));
}

const attribute = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];

/** A column index from a cell reference: A1 → 0, AB7 → 27. */
function columnOf(ref: string | undefined, fallback: number): number {
  const letters = /^[A-Z]+/i.exec(ref ?? '')?.[0];
  if (!letters) return fallback;
  return [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
}

/** A worksheet's rows of cell text; columns keep their places (a skipped cell is ''). */
export function parseSheet(xml: string, shared: readonly string[]): string[][] {
  const rows: string[][] = [];
  for (const row of xml.matchAll(/<(?:\w+:)?row\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g)) {
    const cells: string[] = [];
    for (const cell of (row[1] ?? '').matchAll(/<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g)) {
      const attrs = cell[1] ?? '';
      const body = cell[2] ?? '';
      const column = columnOf(attribute(attrs, 'r'), cells.length);
      const type = attribute(attrs, 't') ?? 'n';
      const value = decodeXml(/<(?:\w+:)?v\b[^>]*>([\s\S]*?)<\/(?:\w+:)?v>/.exec(body)?.[1] ?? '');
      let text: string;
      if (type === 's') text = shared[Number(value)] ?? '';
      else if (type === 'inlineStr')
        text = itemText(/<(?:\w+:)?is\b[^>]*>([\s\S]*?)<\/(?:\w+:)?is>/.exec(body)?.[1] ?? '');
      else if (type === 'b') text = value === '1' ? 'TRUE' : 'FALSE';
      else if (type === 'e') text = '';
      else text = value;
      while (cells.length < column) cells.push('');
      cells[column] = text;
    }
    rows.push(cells);
  }
  return rows;
}

/** The path of the workbook's first sheet, from workbook.xml and its relationships. */
function firstSheetPath(workbook: string | null, rels: string | null): string {
  const fallback = 'xl/worksheets/sheet1.xml';
  const sheet = workbook ? /<(?:\w+:)?sheet\b([^>]*)\/?>/.exec(workbook)?.[1] : undefined;
  const id = sheet ? /\br:id="([^"]+)"|\b\w+:id="([^"]+)"/.exec(sheet) : null;
  const rid = id?.[1] ?? id?.[2];
  if (!rid || !rels) return fallback;
  for (const m of rels.matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    if (attribute(m[1]!, 'Id') !== rid) continue;
    const target = attribute(m[1]!, 'Target');
    if (!target) return fallback;
    return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  return fallback;
}

/** The first worksheet of an .xlsx file as rows of cell text. Throws when the file is not a workbook. */
export async function readXlsxTable(data: ArrayBuffer): Promise<string[][]> {
  const bytes = new Uint8Array(data);
  const entries = zipEntries(bytes);
  const read = async (name: string) => {
    const entry = entries.get(name);
    return entry ? readEntry(bytes, entry) : null;
  };
  const [workbook, rels, strings] = await Promise.all([
    read('xl/workbook.xml'),
    read('xl/_rels/workbook.xml.rels'),
    read('xl/sharedStrings.xml'),
  ]);
  const sheet = await read(firstSheetPath(workbook, rels));
  if (sheet === null) throw new Error('no worksheet');
  return parseSheet(sheet, strings ? parseSharedStrings(strings) : []);
}
