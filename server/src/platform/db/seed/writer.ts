import type { Queryable } from '../database.ts';
import { COLUMNS, TABLE_ORDER, type ColumnCast, type SeedRows, type TableName } from './rows.ts';

/** Rows per statement: large enough for few round trips, small enough to keep each parameter modest. */
const CHUNK = 1000;

/**
 * Every parameter travels as text[] and is cast in SQL. That sidesteps driver-specific array serialisers
 * (jsonb, numeric, bytea) and is identical on PGlite and node-postgres.
 */
function toText(value: unknown, cast: ColumnCast): string | null {
  if (value === null || value === undefined) return null;
  if (cast === 'jsonb') return JSON.stringify(value);
  if (Array.isArray(value)) return `{${value.join(',')}}`;
  return String(value);
}

function insertSql(table: TableName, columns: Array<[string, ColumnCast]>): string {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const params = columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  const values = columns
    .map(([, cast], i) => (typeof cast === 'string' ? `u.c${i}::${cast}` : cast(`u.c${i}`)))
    .join(', ');
  return `INSERT INTO ${table} (${names}) SELECT ${values} FROM unnest(${params}) AS u(${aliases})`;
}

async function insertTable(q: Queryable, table: TableName, rows: ReadonlyArray<object>): Promise<void> {
  const columns = Object.entries(COLUMNS[table]) as Array<[string, ColumnCast]>;
  const sql = insertSql(table, columns);
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK) as Array<Record<string, unknown>>;
    const params = columns.map(([name, cast]) => chunk.map((row) => toText(row[name], cast)));
    await q.query(sql, params);
  }
}

/** Inserts every table in foreign-key order, then moves each id sequence past the explicit ids. */
export async function writeRows(
  q: Queryable,
  rows: SeedRows,
  maxIds: Array<[string, number]>,
): Promise<void> {
  for (const table of TABLE_ORDER) await insertTable(q, table, rows[table]);
  for (const [table, max] of maxIds) {
    await q.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), $2::bigint)`, [table, max]);
  }
}
