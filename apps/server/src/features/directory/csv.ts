// CSV as RFC 4180 writes it: fields quoted when they hold a comma, a quote or a line break.
export const BOM = '\uFEFF';

/** A cell Excel would read as a formula is prefixed with a quote (CSV injection). */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d[\d\s]*$/.test(value) ? `'${value}` : value;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map((c) => {
    const v = safeCell(c);
    return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
  }).join(',') + '\r\n';
}

/** Parses CSV text (a leading BOM dropped) into rows of cells; blank lines are left out. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.startsWith(BOM) ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; }
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') { row.push(cell); cell = ''; }
    else if (ch === '\n') endRow();
    else if (ch === '\r') { if (text[i + 1] === '\n') i++; endRow(); }
    else cell += ch;
  }
  if (cell !== '' || row.length) endRow();
  return rows;
}

/** Undoes safeCell's quote before a formula-like value. */
export function unsafeCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
