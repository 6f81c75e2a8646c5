import { setImmediate } from 'node:timers/promises';
import type { Language, PaperSize, SemaphoreColour } from '@praxis/contract';
import type { DocumentWords } from '../../i18n/documents.js';

/**
 * A document the engine renders as PDF, Word or a spreadsheet: what its title page and document control say,
 * and its content as blocks. The engine adds the title page, document control, table of contents and page
 * numbers itself, in the document's language; the blocks come from the consumer and never touch the database
 * here, so a renderer is a pure function of this.
 */
export interface DocumentMeta {
  company: string;
  title: string;
  /** A line under the title: what the document covers (a specification's name). */
  subtitle?: string;
  /** What edition this is: a date, a snapshot. */
  version: string;
  classification: string;
  preparedBy: string;
  /**
   * When the document was made. Every date inside the files (PDF info, Word and workbook properties, zip
   * entries) is this one, so the same source gives the same bytes: give a snapshot's sealing time for a
   * document of a snapshot.
   */
  generatedAt: Date;
  /** The SHA-256 of the snapshot the document shows, where there is one. */
  snapshotHash?: string | null;
  language: Language;
  paper: PaperSize;
  /** Portrait unless said: a table of many columns (a risk register) reads better across the page. */
  orientation?: 'portrait' | 'landscape';
}

/** One cell of a table, typed so a spreadsheet keeps numbers and dates as such. */
export type Cell =
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  /** A calendar day, `YYYY-MM-DD`. */
  | { kind: 'date'; date: string }
  /** Always printed with its word and a swatch of its colour, never colour alone. */
  | { kind: 'semaphore'; colour: SemaphoreColour; word?: string }
  | null;

export const textCell = (text: string): Cell => ({ kind: 'text', text });
export const numberCell = (value: number): Cell => ({ kind: 'number', value });
export const dateCell = (date: string): Cell => ({ kind: 'date', date });
/** A colour with its word: the colour's own name unless the block says what it means (a status). */
export const semaphoreCell = (colour: SemaphoreColour, word?: string): Cell => ({
  kind: 'semaphore',
  colour,
  ...(word === undefined ? {} : { word }),
});

export interface Column {
  header: string;
  /** Share of the page's width (all columns' weights are added up); 1 unless said. */
  weight?: number;
}

type Many<T> = Iterable<T> | AsyncIterable<T>;

export type Block =
  /** Level 1 and 2 headings are listed in the table of contents; every level is in the PDF's outline. */
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'keyValues'; items: readonly (readonly [string, string])[] }
  /**
   * A table whose header row repeats on every page it spans; in a spreadsheet, a sheet of its own named
   * `name` (cut to 31 characters, made unique). Rows may come as they are read.
   */
  | { kind: 'table'; name: string; columns: readonly Column[]; rows: Many<readonly Cell[]> }
  | { kind: 'pageBreak' };

/**
 * A document to render: its metadata and its blocks in order. `blocks` gives them afresh each time it is
 * called: the PDF reads them twice (once to count its pages), so that it need not hold them or its pages.
 */
export interface DocumentSource {
  meta: DocumentMeta;
  blocks: () => Many<Block>;
}

/** How long a render may hold the event loop before it lets other requests in. */
const TURN_MS = 10;

/**
 * A render is synchronous work in long runs: awaiting this between its steps hands the event loop over (to
 * the server's other requests) whenever the render has held it for a while, and costs nothing otherwise.
 */
export function turns(): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    const now = performance.now();
    if (now - since < TURN_MS) return undefined;
    return setImmediate().then(() => {
      since = performance.now();
    });
  };
}

/** The document control's lines, the moment it was made as a date (a spreadsheet keeps it as one). */
export const documentControl = (meta: DocumentMeta, words: DocumentWords): [string, string | Date][] => [
  [words.company, meta.company],
  [words.version, meta.version],
  [words.classification, meta.classification],
  [words.preparedBy, meta.preparedBy],
  [words.generatedAt, meta.generatedAt],
  ...(meta.snapshotHash ? [[words.snapshotHash, meta.snapshotHash] as [string, string]] : []),
];

/** A moment as the printed documents show it: UTC, to the second. */
export const printedMoment = (value: string | Date) =>
  typeof value === 'string' ? value : value.toISOString().replace('T', ' ').slice(0, 19);

/** A key-value list as the two-column table, without a header row, that the printed documents show. */
export const keyValueColumns: readonly Column[] = [
  { header: '', weight: 1 },
  { header: '', weight: 2.4 },
];
export const keyValueRows = (items: readonly (readonly [string, string | Date])[]): Cell[][] =>
  items.map(([key, value]) => [textCell(key), textCell(printedMoment(value))]);

/** The words a cell shows in a PDF or a Word table. */
export function cellText(cell: Cell, colours: Record<SemaphoreColour, string>): string {
  if (cell === null) return '';
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'number':
      return String(cell.value);
    case 'date':
      return cell.date;
    case 'semaphore':
      return cell.word ?? colours[cell.colour];
  }
}

/** The swatch of each colour, as the web's semaphore shows it. */
export const swatches: Record<SemaphoreColour, string> = {
  green: '#2f9e44',
  yellow: '#f5c000',
  red: '#e03131',
  gray: '#adb5bd',
};
