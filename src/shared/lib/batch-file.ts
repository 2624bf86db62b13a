import { parseCsvRows, rowsFromCells } from '../../../machines/cart/batch-rows.ts';
import type { BatchInputRow } from '../../../machines/cart/cart.types.ts';

/** The file types a batch order accepts (the upload button's `accept`). */
export const BATCH_FILE_ACCEPT =
  '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Text of a CSV file: UTF-8 (with or without BOM), else GB18030 — what Excel and WPS write for "CSV" on a
 * Chinese system.
 */
export function decodeCsv(data: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

/**
 * The rows of an uploaded batch file: CSV or text (first column SKU, second quantity), or the first sheet
 * of an Excel .xlsx (its reader loads only then). Throws for any other file or an unreadable one.
 */
export async function readBatchFile(file: Blob & { name: string }): Promise<BatchInputRow[]> {
  const name = file.name.toLowerCase();
  const data = await file.arrayBuffer();
  if (name.endsWith('.xlsx')) {
    const { readXlsxTable } = await import('./xlsx.ts');
    return rowsFromCells(await readXlsxTable(data));
  }
  if (name.endsWith('.csv') || name.endsWith('.txt')) return parseCsvRows(decodeCsv(data));
  throw new Error(`unsupported file ${file.name}`);
}
