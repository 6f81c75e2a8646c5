import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type DocumentWords, documentWords } from '../../i18n/documents.js';
import {
  type Cell,
  type Column,
  cellText,
  type DocumentSource,
  documentControl,
  swatches,
  turns,
} from './model.js';

type Sheet = ExcelJS.Worksheet;
type Zip = { append: (source: unknown, data: { name: string; date?: Date }) => unknown };

const argb = (colour: string) => `FF${colour.slice(1).toUpperCase()}`;
/** Excel refuses these in a sheet's name, and names longer than 31 characters. */
const sheetName = (name: string) =>
  name
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31) || 'Sheet';

type Writer = ExcelJS.stream.xlsx.WorkbookWriter & { zip: Zip; addThemes(): Promise<void> };
const Writer = ExcelJS.stream.xlsx.WorkbookWriter as unknown as new (
  options: Partial<ExcelJS.stream.xlsx.WorkbookStreamWriterOptions>,
) => Writer;

/**
 * A stream writer whose zip entries all carry `date`: archiver dates each with the time it is added, which
 * would make two copies of a sealed document differ. The writer adds its theme first, from its constructor.
 */
const datedWriter = (date: Date) =>
  class extends Writer {
    override addThemes() {
      const append = this.zip.append.bind(this.zip);
      this.zip.append = (entry, data) => append(entry, { ...data, date });
      return super.addThemes();
    }
  };

/** A cell as its type: a date as a date (shown YYYY-MM-DD), a number as a number, the rest as text. */
function typedValue(cell: Cell, words: DocumentWords): ExcelJS.CellValue {
  if (cell === null) return null;
  if (cell.kind === 'number') return cell.value;
  if (cell.kind === 'date') return new Date(`${cell.date}T00:00:00Z`);
  // Written as a text cell: a spreadsheet never runs a text cell as a formula, whatever it starts with.
  return cellText(cell, words.colours);
}

/**
 * The document as a workbook, streamed row by row: the document control on the first sheet (with the
 * document's key-value lists), then one sheet per table with a frozen, filterable header row and typed cells.
 * Headings and paragraphs belong to the printed documents and are left out. Dated with the document's date,
 * its zip entries too, so a sealed document gives the same bytes.
 */
export function renderXlsx(source: DocumentSource): Readable {
  const out = new PassThrough();
  write(source, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function write({ meta, blocks }: DocumentSource, out: PassThrough) {
  const words = documentWords[meta.language];
  const workbook = new (datedWriter(meta.generatedAt))({ stream: out, useStyles: true });
  workbook.creator = meta.preparedBy;
  workbook.lastModifiedBy = meta.preparedBy;
  workbook.title = meta.title;
  workbook.subject = meta.company;
  workbook.created = meta.generatedAt;
  workbook.modified = meta.generatedAt;

  const taken = new Set<string>();
  const unique = (name: string) => {
    const base = sheetName(name);
    let named = base;
    for (let n = 2; taken.has(named.toLowerCase()); n++)
      named = `${base.slice(0, 31 - `${n}`.length - 1)} ${n}`;
    taken.add(named.toLowerCase());
    return named;
  };

  const control = workbook.addWorksheet(unique(words.documentControl));
  control.columns = [{ width: 28 }, { width: 80 }];
  const keyValue = (key: string, value: string | Date) => {
    const row = control.addRow([key, value]);
    row.getCell(1).font = { bold: true };
    if (value instanceof Date) row.getCell(2).numFmt = 'yyyy-mm-dd hh:mm:ss';
    row.commit();
  };
  control.addRow([meta.subtitle ? `${meta.title}: ${meta.subtitle}` : meta.title]).commit();
  for (const [key, value] of documentControl(meta, words)) keyValue(key, value);

  let controlOpen = true;
  const turn = turns();
  for await (const block of blocks()) {
    if (block.kind === 'keyValues' && controlOpen) {
      control.addRow([]).commit();
      for (const [key, value] of block.items) keyValue(key, value);
    } else if (block.kind === 'table') {
      if (controlOpen) {
        // The stream writer writes one sheet at a time: the first table closes the control sheet.
        await control.commit();
        controlOpen = false;
      }
      await table(
        workbook.addWorksheet(unique(block.name), { views: [{ state: 'frozen', ySplit: 1 }] }),
        block,
        words,
        turn,
      );
    }
  }
  if (controlOpen) await control.commit();
  await workbook.commit();
}

async function table(
  sheet: Sheet,
  block: { columns: readonly Column[]; rows: Iterable<readonly Cell[]> | AsyncIterable<readonly Cell[]> },
  words: DocumentWords,
  turn: () => Promise<void> | undefined,
) {
  sheet.columns = block.columns.map((column) => ({
    header: column.header,
    width: Math.min(80, Math.max(12, (column.weight ?? 1) * 16, column.header.length + 2)),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: block.columns.length } };
  for await (const cells of block.rows) {
    await turn();
    const row = sheet.addRow(cells.map((cell) => typedValue(cell, words)));
    cells.forEach((cell, i) => {
      if (cell?.kind === 'date') row.getCell(i + 1).numFmt = 'yyyy-mm-dd';
      if (cell?.kind === 'semaphore') {
        row.getCell(i + 1).fill = {
          type: 'pattern',
          pattern: 'solid',
          fgColor: { argb: argb(swatches[cell.colour]) },
        };
      }
    });
    row.commit();
  }
  await sheet.commit();
}
