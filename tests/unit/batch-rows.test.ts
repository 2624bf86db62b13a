import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/universal';
import { parseCsvRows, parseCsvTable, parsePastedRows, rowsToText } from '../../machines/cart/batch-rows.ts';
import {
  addQuantities,
  isValidQuantity,
  quantityProblem,
  stepQuantity,
} from '../../machines/cart/quantity.ts';
import { decodeCsv, readBatchFile } from '../../src/shared/lib/batch-file.ts';
import { readXlsxTable } from '../../src/shared/lib/xlsx.ts';

describe('pasted batch rows', () => {
  it('splits each line on a tab, a comma, a full-width comma or spaces', () => {
    expect(parsePastedRows('10001\t2\n10002,3\n10003 ， 4\n10004    5\r\n10005　6')).toEqual([
      { sku: '10001', quantity: '2' },
      { sku: '10002', quantity: '3' },
      { sku: '10003', quantity: '4' },
      { sku: '10004', quantity: '5' },
      { sku: '10005', quantity: '6' },
    ]);
  });

  it('skips blank lines and a heading row, and keeps bad rows as typed for the server to judge', () => {
    expect(parsePastedRows('SKU编号\t数量\n\n  \n10001\nABC x\n10002 1.5 多余')).toEqual([
      { sku: '10001', quantity: '' },
      { sku: 'ABC', quantity: 'x' },
      { sku: '10002', quantity: '1.5' },
    ]);
  });

  it('keeps a first row with a digit (a data row with a bad quantity is not a heading)', () => {
    expect(parsePastedRows('10001 abc\n10002 1')).toHaveLength(2);
  });

  it('cuts fields to what the server accepts', () => {
    const [row] = parsePastedRows(`${'9'.repeat(60)} ${'1'.repeat(30)}`);
    expect(row!.sku).toHaveLength(40);
    expect(row!.quantity).toHaveLength(20);
  });

  it('goes back to text for the text box', () => {
    expect(rowsToText([{ sku: '1', quantity: '2' }])).toBe('1\t2');
  });
});

describe('CSV batch rows', () => {
  it('reads quoted fields, doubled quotes, CRLF and a BOM', () => {
    expect(parseCsvTable('\uFEFFa,"b,c","say ""hi"""\r\n1,2\n')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['1', '2'],
    ]);
  });

  it('takes the first two columns of each record after the heading', () => {
    expect(parseCsvRows('SKU编号,数量,备注\n10001,2,急用\n"10002","3"\n')).toEqual([
      { sku: '10001', quantity: '2' },
      { sku: '10002', quantity: '3' },
    ]);
  });

  it('decodes UTF-8, and GB18030 as Excel writes CSV on a Chinese system', () => {
    expect(decodeCsv(new TextEncoder().encode('SKU编号,数量').buffer)).toBe('SKU编号,数量');
    // "数量" in GB18030.
    const gbk = new Uint8Array([0xca, 0xfd, 0xc1, 0xbf]);
    expect(decodeCsv(gbk.buffer)).toBe('数量');
  });
});

describe('quantities', () => {
  it('are decimal strings within the scale and above 0', () => {
    expect(isValidQuantity('2', 0)).toBe(true);
    expect(isValidQuantity('2.5', 0)).toBe(false);
    expect(isValidQuantity('2.55', 2)).toBe(true);
    expect(isValidQuantity('0', 2)).toBe(false);
    expect(isValidQuantity('0.00', 2)).toBe(false);
    expect(isValidQuantity('1e3', 0)).toBe(false);
    expect(isValidQuantity('1000000000', 0)).toBe(false);
    expect(quantityProblem('6', { scale: 0, stock: 5 })).toBe('insufficient');
    expect(quantityProblem('5', { scale: 0, stock: 5 })).toBeNull();
  });

  it('step and add exactly', () => {
    expect(stepQuantity('2.5', 1)).toBe('3.5');
    expect(stepQuantity('1.5', -1)).toBe('0.5');
    expect(stepQuantity('1', -1)).toBeNull();
    expect(addQuantities('0.1', '0.2')).toBe('0.3');
    expect(addQuantities('1.25', '2.75')).toBe('4');
  });
});

// ---------------------------------------------------------------------------------------------------
// A real (minimal) .xlsx: a zip of the parts Excel writes, one part stored and the others deflated.

function zip(files: Record<string, string>): ArrayBuffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  Object.entries(files).forEach(([name, text], i) => {
    const raw = Buffer.from(text, 'utf8');
    const deflate = i % 2 === 0;
    const data = deflate ? deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  });
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  const all = Buffer.concat([...locals, directory, end]);
  return all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer;
}

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="下单" sheetId="1" r:id="rId3"/><sheet name="说明" sheetId="2" r:id="rId1"/></sheets></workbook>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
const SHARED = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="3" uniqueCount="3"><si><t>SKU编号</t></si><si><r><t>数</t></r><r><rPr><b/></rPr><t xml:space="preserve">量</t></r><rPh sb="0" eb="1"><t>シュ</t></rPh></si><si><t>A&amp;B-01</t></si></sst>`;
const SHEET1 = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cols><col min="1" max="2" width="12"/></cols><sheetData>
<row r="1" spans="1:2"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>
<row r="2" spans="1:2"><c r="A2"><v>10001</v></c><c r="B2"><v>2</v></c></row>
<row r="3"/>
<row r="4" spans="1:2"><c r="A4" t="s"><v>2</v></c><c r="B4" t="inlineStr"><is><t>3</t></is></c></row>
<row r="5"><c r="B5"><v>7</v></c></row>
<row r="6"><c r="A6" t="str"><f>A2+1</f><v>10002</v></c><c r="B6"><v>1.5</v></c><c r="C6"><v>9</v></c></row>
</sheetData></worksheet>`;
const SHEET2 = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>说明</t></is></c></row></sheetData></worksheet>`;

describe('Excel (.xlsx) batch files', () => {
  const book = zip({
    '[Content_Types].xml': '<Types/>',
    'xl/workbook.xml': WORKBOOK,
    'xl/_rels/workbook.xml.rels': RELS,
    'xl/sharedStrings.xml': SHARED,
    'xl/worksheets/sheet1.xml': SHEET1,
    'xl/worksheets/sheet2.xml': SHEET2,
  });

  it('reads the first sheet with shared, rich, inline and formula strings and numbers', async () => {
    expect(await readXlsxTable(book)).toEqual([
      ['SKU编号', '数量'],
      ['10001', '2'],
      [],
      ['A&B-01', '3'],
      ['', '7'],
      ['10002', '1.5', '9'],
    ]);
  });

  it('gives the batch rows of an uploaded .xlsx', async () => {
    const file = Object.assign(new Blob([book]), { name: '批量下单.XLSX' });
    expect(await readBatchFile(file)).toEqual([
      { sku: '10001', quantity: '2' },
      { sku: 'A&B-01', quantity: '3' },
      { sku: '', quantity: '7' },
      { sku: '10002', quantity: '1.5' },
    ]);
  });

  it('reads cells with a namespace prefix', async () => {
    const prefixed = zip({
      '[Content_Types].xml': '<Types/>',
      'xl/workbook.xml': WORKBOOK,
      'xl/_rels/workbook.xml.rels': RELS,
      'xl/worksheets/sheet1.xml':
        '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>10003</x:t></x:is></x:c><x:c r="B1"><x:v>4</x:v></x:c></x:row></x:sheetData></x:worksheet>',
      'xl/worksheets/sheet2.xml': SHEET2,
    });
    expect(await readXlsxTable(prefixed)).toEqual([['10003', '4']]);
  });

  it('refuses a file that is not a workbook', async () => {
    await expect(
      readXlsxTable(new TextEncoder().encode('not a zip').buffer as ArrayBuffer),
    ).rejects.toThrow();
    const old = Object.assign(new Blob(['x']), { name: 'old.xls' });
    await expect(readBatchFile(old)).rejects.toThrow(/unsupported/);
  });

  it('reads a CSV upload', async () => {
    const file = Object.assign(new Blob(['SKU编号,数量\n10001,2\n']), { name: 'rows.csv' });
    expect(await readBatchFile(file)).toEqual([{ sku: '10001', quantity: '2' }]);
  });
});

// ---------------------------------------------------------------------------------------------------
// The same order sheet from two spreadsheet writers: write-excel-file (shared strings, as Excel writes
// them) and a minimal writer with inline strings (as many export libraries write them). Each has a
// heading, text and number SKUs, decimal quantities, a date cell (交货日期, a third column the batch order
// ignores) and an empty row between the data rows.

const DELIVERY = new Date(Date.UTC(2025, 2, 14)); // Excel serial 45730

async function sharedStringsBook(): Promise<ArrayBuffer> {
  const text = (value: string) => ({ value });
  const blob = await writeExcelFile([
    [text('SKU编号'), text('数量'), text('交货日期')],
    [text('10001'), { value: 2 }, { value: DELIVERY, format: 'yyyy-mm-dd' }],
    [null, null, null],
    [text('A&B-01'), { value: 1.5 }, text('急用')],
    [{ value: 10002 }, text('3'), null],
  ]).toBlob();
  return blob.arrayBuffer();
}

function inlineStringsBook(): ArrayBuffer {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const inline = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/styles" Target="styles.xml"/></Relationships>`,
    // Style 1 is the built-in date format 14 (m/d/yyyy in an English Excel, yyyy/m/d in a Chinese one).
    'xl/styles.xml': `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${ns}"><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>
<row r="1">${inline('A1', 'SKU编号')}${inline('B1', '数量')}${inline('C1', '交货日期')}</row>
<row r="2">${inline('A2', '10001')}<c r="B2"><v>2</v></c><c r="C2" s="1"><v>45730</v></c></row>
<row r="4">${inline('A4', 'A&amp;B-01')}<c r="B4"><v>1.5</v></c>${inline('C4', '急用')}</row>
<row r="5"><c r="A5"><v>10002</v></c>${inline('B5', '3')}</row>
</sheetData></worksheet>`,
  });
}

const SHEET_ROWS = [
  ['SKU编号', '数量', '交货日期'],
  ['10001', '2', '2025-03-14'],
  [],
  ['A&B-01', '1.5', '急用'],
  ['10002', '3'],
];
const SHEET_BATCH = [
  { sku: '10001', quantity: '2' },
  { sku: 'A&B-01', quantity: '1.5' },
  { sku: '10002', quantity: '3' },
];

describe('batch files from two spreadsheet writers', () => {
  it('reads shared strings, numbers, a date cell and an empty row as write-excel-file writes them', async () => {
    const book = await sharedStringsBook();
    expect(await readXlsxTable(book)).toEqual(SHEET_ROWS);
    const file = Object.assign(new Blob([book]), { name: '批量下单.xlsx' });
    expect(await readBatchFile(file)).toEqual(SHEET_BATCH);
  });

  it('reads inline strings, numbers, a date cell and a missing row as a minimal writer writes them', async () => {
    const book = inlineStringsBook();
    expect(await readXlsxTable(book)).toEqual(SHEET_ROWS);
    const file = Object.assign(new Blob([book]), { name: 'export.xlsx' });
    expect(await readBatchFile(file)).toEqual(SHEET_BATCH);
  });

  it('reads a UTF-8 CSV with a BOM, CRLF line ends and quoted fields holding commas and line breaks', async () => {
    const csv =
      'SKU编号,数量,备注\r\n' +
      '10001,2,"急用, 周五前"\r\n' +
      '\r\n' +
      '"A,B-02","1.5","第一行\r\n第二行"\r\n' +
      '"say ""hi""",3,\r\n';
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(csv)]);
    const file = Object.assign(new Blob([bytes]), { name: '批量下单.csv' });
    expect(await readBatchFile(file)).toEqual([
      { sku: '10001', quantity: '2' },
      { sku: 'A,B-02', quantity: '1.5' },
      { sku: 'say "hi"', quantity: '3' },
    ]);
  });

  it('reads a tab-separated and a full-width-comma file', () => {
    expect(parseCsvRows('SKU编号\t数量\n10001\t2\n10002\t3')).toEqual([
      { sku: '10001', quantity: '2' },
      { sku: '10002', quantity: '3' },
    ]);
    expect(parseCsvRows('10001，2\n10002，3\n')).toEqual([
      { sku: '10001', quantity: '2' },
      { sku: '10002', quantity: '3' },
    ]);
  });
});
