// The rows of a directory file, gathered as a reader (CSV or XLSX) finds them, within the limits
// of docs/decisions.md, "Files read through libraries, with bounded memory": past a limit the
// reading stops with a 413 or 400 of its own code, and the readers give the event loop a turn
// every few milliseconds, so other requests are answered while a big file is read.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { IMPORT_FILE_ERRORS } from '@parish/shared/plain/error-codes';
import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_CELLS,
  IMPORT_MAX_INFLATED_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_SECONDS,
} from '@parish/shared/plain/constants';
import { HttpError } from '../../plugins/errors.ts';

export const tooLarge = () =>
  new HttpError(
    413,
    IMPORT_FILE_ERRORS.tooLarge,
    `The file unpacks to more than ${IMPORT_MAX_INFLATED_BYTES / 1024 / 1024} MB; a directory file of ` +
      `${IMPORT_MAX_ROWS} members is far smaller`,
  );
const tooManyRows = () =>
  new HttpError(
    413,
    IMPORT_FILE_ERRORS.tooManyRows,
    `The file has more than ${IMPORT_MAX_ROWS} rows; import it in parts (one ward at a time)`,
  );
export const rowTooLong = (line: number) =>
  new HttpError(
    400,
    IMPORT_FILE_ERRORS.rowTooLong,
    `Row ${line} has more than ${IMPORT_MAX_CELLS} cells or a cell of more than ${IMPORT_MAX_CELL_CHARS} characters`,
  );
const tooSlow = () =>
  new HttpError(
    413,
    IMPORT_FILE_ERRORS.tooSlow,
    `The file took longer than ${IMPORT_MAX_SECONDS} s to read; import it in parts (one ward at a time)`,
  );

/** Rows of any kind (blank ones too) a reader walks before it stops: blank rows cost time, not memory. */
const MAX_ROWS_WALKED = 5 * (IMPORT_MAX_ROWS + 1);
/** How long a reader works before the event loop gets a turn. */
const SLICE_MS = 10;

export class Table {
  /** The header and the rows that hold anything, in order. */
  readonly rows: string[][] = [];
  private walked = 0;
  private readonly deadline = Date.now() + IMPORT_MAX_SECONDS * 1000;
  private sliceStart = Date.now();

  /** Refuses a cell past the row's limit or longer than a cell may be (line: the file's line, 1-based). */
  checkCell(column: number, text: string, line: number): void {
    if (column >= IMPORT_MAX_CELLS || text.length > IMPORT_MAX_CELL_CHARS) throw rowTooLong(line);
  }

  /** Adds a row unless it is blank; refuses past the row limit. */
  add(row: string[]): void {
    if (++this.walked > MAX_ROWS_WALKED) throw tooManyRows();
    if (!row.some((v) => v.trim() !== '')) return;
    if (this.rows.length > IMPORT_MAX_ROWS) throw tooManyRows(); // the header and IMPORT_MAX_ROWS rows are kept
    this.rows.push(row);
  }

  /** Lets other requests in when this read has had the thread for a while; refuses past the time limit. */
  async breathe(): Promise<void> {
    const now = Date.now();
    if (now > this.deadline) throw tooSlow();
    if (now - this.sliceStart < SLICE_MS) return;
    await nextTurn();
    this.sliceStart = Date.now();
  }
}
