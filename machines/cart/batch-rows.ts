import Papa from 'papaparse';
import type { BatchInputRow } from './cart.types.ts';

/** Rows one batch may hold (openapi order.yaml BatchBody.rows). */
export const MAX_BATCH_ROWS = 200;
/** Field lengths the server accepts; longer text is cut (the row is then reported as unknown or bad). */
const MAX_SKU_LENGTH = 40;
const MAX_QUANTITY_LENGTH = 20;
/** Field separators a batch CSV may use; papaparse picks the one the file uses. */
const CSV_DELIMITERS = [',', '\t', '，'];

/**
 * Batch rows from table cells (pasted lines, CSV records or spreadsheet rows): the first cell is the SKU,
 * the second the quantity, further cells are ignored. Blank rows are skipped, and so is a heading row
 * (a first row without any digit, such as `SKU编号,数量`). Cells are trimmed, never interpreted: the
 * server checks every row and answers with its own message.
 */
export function rowsFromCells(table: readonly (readonly string[])[]): BatchInputRow[] {
  const rows = table
    .map((cells) => cells.map((c) => c.trim()))
    .filter((cells) => cells.some((c) => c !== ''))
    .map(([sku = '', quantity = '']) => ({
      sku: sku.slice(0, MAX_SKU_LENGTH),
      quantity: quantity.slice(0, MAX_QUANTITY_LENGTH),
    }));
  const first = rows[0];
  if (first && !/\d/.test(first.sku) && !/\d/.test(first.quantity)) rows.shift();
  return rows;
}

/**
 * Pasted lines, one row a line: `SKU编号 数量` separated by a tab, a comma (also the full-width ，) or
 * spaces, as copied from a spreadsheet or typed. A line with double quotes is read as CSV.
 */
export function parsePastedRows(text: string): BatchInputRow[] {
  const table = text.split(/\r\n|\n|\r/).map((line) => {
    const trimmed = line.trim();
    if (trimmed.includes('"')) return parseCsvTable(trimmed)[0] ?? [];
    return trimmed === '' ? [] : trimmed.split(/\s*[\t,，]\s*|\s+/);
  });
  return rowsFromCells(table);
}

/**
 * A CSV file's records, split by papaparse (RFC 4180: quoted fields with commas and line breaks, doubled
 * quotes, a leading BOM). The delimiter is the one the file uses: a comma, a tab or the full-width ，.
 * Line ends may be CRLF, LF or CR, even mixed in one file (spreadsheets and text editors disagree).
 */
export function parseCsvTable(text: string): string[][] {
  const { data } = Papa.parse<string[]>(text.replace(/\r\n?/g, '\n'), {
    newline: '\n',
    delimitersToGuess: CSV_DELIMITERS,
    skipEmptyLines: true,
  });
  return data;
}

/** A CSV file's batch rows. */
export function parseCsvRows(text: string): BatchInputRow[] {
  return rowsFromCells(parseCsvTable(text));
}

/** Rows back as pasteable text (`SKU<tab>数量` lines), to show an uploaded file in the text box. */
export function rowsToText(rows: readonly BatchInputRow[]): string {
  return rows.map((r) => `${r.sku}\t${r.quantity}`).join('\n');
}
