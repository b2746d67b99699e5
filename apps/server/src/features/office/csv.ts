// CSV as RFC 4180 writes it: fields quoted when they hold a comma, a quote or a line break; read
// back by csv-parse.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { IMPORT_MAX_CELL_CHARS, IMPORT_MAX_CELLS } from '@parish/shared/plain/constants';
import { HttpError } from '../../plugins/errors.ts';
import { rowTooLong, Table } from './table.ts';

export const BOM = '\uFEFF';

/** A cell Excel would read as a formula is prefixed with a quote (CSV injection). */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d[\d\s]*$/.test(value) ? `'${value}` : value;
}

export function csvLine(cells: readonly string[]): string {
  return (
    cells
      .map((c) => {
        const v = safeCell(c);
        return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
      })
      .join(',') + '\r\n'
  );
}

/**
 * The rows of a CSV file (a leading BOM dropped, blank lines left out), read by csv-parse a slice at
 * a time within the limits of `Table`. Lenient as spreadsheets are: a quote inside a field is kept,
 * rows may differ in length.
 */
export async function readCsv(input: Buffer | string): Promise<string[][]> {
  const table = new Table();
  const parser = parse({
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    // A field is refused as it grows, and so is a row of too many fields (checked one by one).
    max_record_size: IMPORT_MAX_CELLS * IMPORT_MAX_CELL_CHARS,
    cast: (value, context) => {
      table.checkCell(context.index, value, context.lines);
      return value;
    },
  });
  const body = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  const source = Readable.from(
    (function* () {
      for (let at = 0; at < body.length; at += CHUNK_BYTES) yield body.subarray(at, at + CHUNK_BYTES);
    })(),
  );
  source.pipe(parser);
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      table.add(record);
      await table.breathe();
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // csv-parse's own refusal of a field past max_record_size: the same limit, said the same way.
    if ((err as { code?: string }).code === 'CSV_MAX_RECORD_SIZE')
      throw rowTooLong((err as { lines?: number }).lines ?? 0);
    throw err;
  } finally {
    source.destroy();
    parser.destroy();
  }
  return table.rows;
}

const CHUNK_BYTES = 4 * 1024;

/** Undoes safeCell's quote before a formula-like value. */
export function unsafeCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
