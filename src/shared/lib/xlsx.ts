/**
 * Reads the first worksheet of an Excel .xlsx file as rows of cell text, in the browser, with
 * read-excel-file (its browser entry). Loaded on demand when a buyer uploads an .xlsx for a batch order,
 * so the library stays in that lazy chunk.
 */
import { readSheet, type CellValue } from 'read-excel-file/browser';

/**
 * A cell as the text a buyer sees: numbers as written in the file (never rounded through a float), a
 * date as YYYY-MM-DD (with the time when it has one), booleans as Excel shows them, an empty cell as ''.
 */
function cellText(value: CellValue<string> | null): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  return String(value);
}

/**
 * The first worksheet of an .xlsx file as rows of cell text; columns keep their places (an empty cell is
 * ''), trailing empty cells are dropped (an empty row is []). Throws when the file is not a workbook.
 */
export async function readXlsxTable(data: ArrayBuffer): Promise<string[][]> {
  const sheet = await readSheet<string>(data, 1, { parseNumber: (text) => text });
  return sheet.map((row) => {
    const cells = row.map(cellText);
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });
}
