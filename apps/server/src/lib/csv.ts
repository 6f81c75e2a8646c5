import { fail, IMPORT_MAX_TEXT_CHARS, ImportError } from './document-limits.js';

/** Columns a CSV row may have: Praxis's own files have four to fourteen. */
export const CSV_MAX_COLUMNS = 100;

export interface CsvRecord {
  fields: string[];
  /** The line the record begins on, as an editor counts them. */
  line: number;
  /** The row, as a spreadsheet counts them: a line break inside quotes starts none, a blank line is one. */
  row: number;
}

const UNQUOTED = /[^,\r\n]*/y;

const cellTooLong = (row: number, column: number) =>
  new ImportError('importCellTooLong', { row, column, max: IMPORT_MAX_TEXT_CHARS });

/**
 * The records of a CSV text (RFC 4180) one at a time, the header first and at most `maxRows` rows below it;
 * a blank line is no record. A cell is measured before it is cut out of the text, in one piece, so a huge
 * cell is refused at the cost of finding its end, and nothing of the file is copied a character at a time.
 */
export function* csvRecords(text: string, maxRows: number): Generator<CsvRecord, void> {
  let i = 0;
  let line = 1;
  let row = 1;
  let records = 0;
  const newline = () => {
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    line += 1;
    row += 1;
  };
  while (i < text.length) {
    if (text[i] === '\n' || text[i] === '\r') {
      newline();
      continue;
    }
    const start = { line, row };
    const fields: string[] = [];
    for (;;) {
      const column = fields.length + 1;
      if (column > CSV_MAX_COLUMNS)
        throw new ImportError('importTooManyColumns', { row, max: CSV_MAX_COLUMNS });
      if (text[i] === '"') {
        const quoteLine = line;
        let close = text.indexOf('"', i + 1);
        let doubled = 0;
        while (close !== -1 && text[close + 1] === '"') {
          doubled += 1;
          close = text.indexOf('"', close + 2);
        }
        if (close === -1) fail(`line ${quoteLine}`, 'a quoted field is never closed');
        if (close - i - 1 - doubled > IMPORT_MAX_TEXT_CHARS) throw cellTooLong(row, column);
        const cell = text.slice(i + 1, close);
        for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) line += 1;
        fields.push(doubled === 0 ? cell : cell.replaceAll('""', '"'));
        i = close + 1;
        if (i < text.length && !',\r\n'.includes(text[i] as string)) {
          fail(`line ${line}`, 'a quoted field must end at a comma or the end of the line');
        }
      } else {
        UNQUOTED.lastIndex = i;
        UNQUOTED.test(text);
        if (UNQUOTED.lastIndex - i > IMPORT_MAX_TEXT_CHARS) throw cellTooLong(row, column);
        fields.push(text.slice(i, UNQUOTED.lastIndex));
        i = UNQUOTED.lastIndex;
      }
      if (text[i] !== ',') break;
      i += 1;
    }
    records += 1;
    if (records > maxRows + 1) throw new ImportError('importTooManyRows', { max: maxRows });
    yield { fields, ...start };
    if (i < text.length) newline();
  }
}
