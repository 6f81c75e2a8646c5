import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { fillWords } from '@praxis/contract';
import PDFDocument from 'pdfkit';
import { type DocumentWords, documentWords } from '../../i18n/documents.js';
import {
  type Block,
  type Cell,
  type Column,
  cellText,
  type DocumentMeta,
  type DocumentSource,
  documentControl,
  keyValueColumns,
  keyValueRows,
  swatches,
  turns,
} from './model.js';

// DejaVu Sans covers every Latin letter (æøå among them); it comes from npm, so a machine needs no fonts of
// its own, and pdfkit embeds only the glyphs a document uses.
const fontFile = (name: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () => {
  fonts ??= { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };
  return fonts;
};

const MARGIN = { top: 64, bottom: 64, left: 56, right: 56 };
const SIZE = { title: 24, subtitle: 14, h1: 16, h2: 13, h3: 11, body: 9.5, table: 8, footer: 8 };
const PAD = 3;
const SWATCH = 7;
const GRID = '#ced4da';
const HEADER_FILL = '#e9ecef';

interface Heading {
  level: 1 | 2 | 3;
  text: string;
  /** The page it is on, from 0 (the title page). */
  page: number;
  destination: string;
}

type Pdf = PDFKit.PDFDocument;

/** What pdfkit draws text with; writing the footer must leave it as the text it interrupts had it. */
interface Pen {
  _font: unknown;
  _fontSize: number;
  _fillColor: unknown;
}

/**
 * The document as a PDF, streamed as pdfkit writes it: A4 or Letter, a title page, document control, a table
 * of contents with page numbers, headings as the PDF's outline, tables whose header row repeats on every page,
 * and 'Page n of N' on each page.
 *
 * The contents and the page count are known only once everything is laid out, yet belong on the pages before.
 * Keeping every page until the end (pdfkit's bufferPages) held hundreds of megabytes for a long report, so the
 * document is laid out twice: the first time into nothing, only to learn how many pages there are and where
 * each heading falls; the second time each page is written out as soon as it is full.
 */
export function renderPdf(source: DocumentSource): Readable {
  const doc = pdfDocument(source.meta, true);
  write(doc, source).catch((error: unknown) => doc.destroy(error as Error));
  return doc;
}

function pdfDocument(meta: DocumentMeta, compress: boolean): Pdf {
  const doc = new PDFDocument({
    size: meta.paper === 'Letter' ? 'LETTER' : 'A4',
    layout: meta.orientation ?? 'portrait',
    margins: MARGIN,
    compress,
    autoFirstPage: false,
    lang: meta.language,
    displayTitle: true,
    info: {
      Title: meta.subtitle ? `${meta.title}: ${meta.subtitle}` : meta.title,
      Author: meta.preparedBy,
      Subject: meta.company,
      Creator: 'Praxis',
      Producer: 'Praxis',
      // The file's id is hashed from these, so the same date gives the same bytes.
      CreationDate: meta.generatedAt,
      ModDate: meta.generatedAt,
    },
  });
  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  return doc;
}

/**
 * The first pass: laid out into nothing (uncompressed, its bytes dropped as they come), with the contents at
 * the end, only to learn where each heading falls, how many pages the contents take and how many in all.
 */
async function planned(source: DocumentSource, words: DocumentWords) {
  const doc = pdfDocument(source.meta, false).resume();
  const layout = new Layout(doc, words, false);
  await lay(layout, source, words, () => {});
  const last = layout.page;
  contents(doc, listedOf(layout.headings), () => 0, words);
  return { headings: layout.headings, contentsPages: layout.page - last, pages: layout.page + 1 };
}

/** The headings the contents list. */
const listedOf = (headings: Heading[]) => headings.filter((heading) => heading.level <= 2);

async function write(doc: Pdf, source: DocumentSource, words = documentWords[source.meta.language]) {
  const { headings, contentsPages, pages } = await planned(source, words);
  // A heading's page once the contents are put in front of it, counted from 1.
  const pageOf = (heading: Heading) => heading.page + contentsPages + 1;
  numberPages(doc, words, pages);
  const layout = new Layout(doc, words, true, (heading, at) => {
    if (heading.page + 1 !== pageOf(headings[at] as Heading)) {
      throw new Error('The PDF was laid out differently the second time');
    }
  });
  await lay(layout, source, words, () => contents(doc, listedOf(headings), pageOf, words));
  footer(doc, words, pages);
  doc.end();
}

/** The title page, document control, what comes between it and the content, and the content. */
async function lay(
  layout: Layout,
  { meta, blocks }: DocumentSource,
  words: DocumentWords,
  between: () => void,
) {
  titlePage(layout.doc, meta, words);
  layout.doc.addPage();
  layout.heading(1, words.documentControl, false);
  await layout.table(keyValueColumns, keyValueRows(documentControl(meta, words)), false);
  between();
  layout.doc.addPage();
  for await (const block of blocks()) await layout.block(block);
}

function titlePage(doc: Pdf, meta: DocumentSource['meta'], words: DocumentWords) {
  doc.addPage();
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  doc.y = doc.page.height * 0.3;
  doc.font('regular').fontSize(SIZE.subtitle).fillColor('#495057').text(meta.company, { width });
  doc.moveDown(0.5);
  doc.font('bold').fontSize(SIZE.title).fillColor('black').text(meta.title, { width });
  if (meta.subtitle) doc.font('regular').fontSize(SIZE.subtitle).text(meta.subtitle, { width });
  doc.moveDown(2);
  doc.fontSize(SIZE.body);
  for (const [key, value] of [
    [words.version, meta.version],
    [words.classification, meta.classification],
  ] as const) {
    doc.font('bold').text(`${key}: `, { continued: true }).font('regular').text(value);
  }
}

/** Lays blocks out one after the other, starting a page when the next piece does not fit. */
class Layout {
  readonly headings: Heading[] = [];

  /** Lets other requests in between rows and blocks. */
  private readonly turn = turns();

  /**
   * `drawing` false lays out only (the first pass): table rows are measured, not drawn, and headings are
   * neither linked nor outlined. `placed` hears of each listed heading as it is placed, with its index.
   */
  constructor(
    readonly doc: Pdf,
    private readonly words: DocumentWords,
    private readonly drawing: boolean,
    private readonly placed: (heading: Heading, at: number) => void = () => {},
  ) {}

  /** The page being laid out, from 0. */
  get page() {
    const { start, count } = this.doc.bufferedPageRange();
    return start + count - 1;
  }

  private get width() {
    return this.doc.page.width - MARGIN.left - MARGIN.right;
  }

  private get bottom() {
    return this.doc.page.height - MARGIN.bottom;
  }

  /** Starts a page unless `height` still fits on this one. */
  private room(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  async block(block: Block) {
    const { doc } = this;
    await this.turn();
    switch (block.kind) {
      case 'heading':
        return this.heading(block.level, block.text, true);
      case 'paragraph':
        doc.font('regular').fontSize(SIZE.body).fillColor('black');
        this.room(doc.currentLineHeight(true));
        doc.text(block.text, MARGIN.left, doc.y, { width: this.width });
        doc.moveDown(0.6);
        return;
      case 'keyValues':
        return this.table(keyValueColumns, keyValueRows(block.items), false);
      case 'table':
        return this.table(block.columns, block.rows, true);
      case 'pageBreak':
        doc.addPage();
        return;
    }
  }

  heading(level: 1 | 2 | 3, text: string, listed: boolean) {
    const { doc } = this;
    const size = level === 1 ? SIZE.h1 : level === 2 ? SIZE.h2 : SIZE.h3;
    doc.font('bold').fontSize(size).fillColor('black');
    // A heading keeps a few lines of what follows it on its page.
    this.room(doc.currentLineHeight(true) * 4);
    doc.moveDown(level === 1 ? 0.4 : 0.2);
    if (listed) {
      const heading = { level, text, page: this.page, destination: `h${this.headings.length + 1}` };
      if (this.drawing) {
        doc.addNamedDestination(heading.destination, 'XYZ', MARGIN.left, doc.page.height - doc.y, null);
        this.outline(level, text);
      }
      this.placed(heading, this.headings.length);
      this.headings.push(heading);
    }
    doc.text(text, MARGIN.left, doc.y, { width: this.width });
    doc.moveDown(0.4);
  }

  private readonly outlineAt: PDFKit.PDFOutline[] = [];

  /** Nests each heading under the last one of the level above it. */
  private outline(level: 1 | 2 | 3, text: string) {
    const parent = this.outlineAt.slice(0, level - 1).findLast(Boolean) ?? this.doc.outline;
    this.outlineAt[level - 1] = parent.addItem(text);
    this.outlineAt.length = level;
  }

  async table(
    columns: readonly Column[],
    rows: Iterable<readonly Cell[]> | AsyncIterable<readonly Cell[]>,
    withHeader: boolean,
  ) {
    const { doc } = this;
    const total = columns.reduce((sum, column) => sum + (column.weight ?? 1), 0);
    const widths = columns.map((column) => ((column.weight ?? 1) / total) * this.width);
    const header = columns.map((column): Cell => ({ kind: 'text', text: column.header }));
    const tallest = this.bottom - MARGIN.top - (withHeader ? this.rowHeight(header, widths, true) : 0);
    const headerHeight = withHeader ? this.rowHeight(header, widths, true) : 0;
    if (withHeader) {
      this.room(headerHeight * 2);
      this.row(header, widths, true, headerHeight);
    }
    for await (const cells of rows) {
      await this.turn();
      const height = Math.min(this.rowHeight(cells, widths, false), tallest);
      if (doc.y + height > this.bottom) {
        doc.addPage();
        if (withHeader) this.row(header, widths, true, headerHeight);
      }
      this.row(cells, widths, false, height);
    }
    doc.x = MARGIN.left;
    doc.moveDown(0.8);
  }

  private textWidth(cell: Cell, width: number) {
    return width - 2 * PAD - (cell?.kind === 'semaphore' ? SWATCH + PAD : 0);
  }

  private rowHeight(cells: readonly Cell[], widths: number[], bold: boolean) {
    const { doc } = this;
    doc.font(bold ? 'bold' : 'regular').fontSize(SIZE.table);
    const heights = cells.map((cell, i) =>
      doc.heightOfString(cellText(cell, this.words.colours) || ' ', {
        width: this.textWidth(cell, widths[i] ?? 0),
      }),
    );
    return Math.max(...heights) + 2 * PAD;
  }

  private row(cells: readonly Cell[], widths: number[], header: boolean, height: number) {
    const { doc } = this;
    const top = doc.y;
    if (!this.drawing) {
      doc.x = MARGIN.left;
      doc.y = top + height;
      return;
    }
    let x = MARGIN.left;
    if (header) doc.rect(x, top, this.width, height).fill(HEADER_FILL);
    doc.lineWidth(0.5).strokeColor(GRID);
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      doc.rect(x, top, width, height).stroke();
      let textX = x + PAD;
      if (cell?.kind === 'semaphore') {
        doc.rect(textX, top + PAD + 1, SWATCH, SWATCH).fillAndStroke(swatches[cell.colour], '#495057');
        textX += SWATCH + PAD;
      }
      doc
        .fillColor('black')
        .font(header ? 'bold' : 'regular')
        .fontSize(SIZE.table)
        .text(cellText(cell, this.words.colours), textX, top + PAD, {
          width: this.textWidth(cell, width),
          height: height - 2 * PAD,
          ellipsis: true,
        });
      doc.strokeColor(GRID);
      x += width;
    });
    doc.x = MARGIN.left;
    doc.y = top + height;
  }
}

/**
 * The table of contents, from a new page: one line an entry, its page number on the right, linked to the
 * heading.
 */
function contents(doc: Pdf, listed: Heading[], pageOf: (heading: Heading) => number, words: DocumentWords) {
  doc.addPage();
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  doc
    .font('bold')
    .fontSize(SIZE.h1)
    .fillColor('black')
    .text(words.contents, MARGIN.left, MARGIN.top, { width });
  doc.moveDown(0.6);
  doc.font('regular').fontSize(SIZE.body);
  const line = doc.currentLineHeight(true) + 2;
  const numberWidth = 40;
  for (const heading of listed) {
    if (doc.y + line > doc.page.height - MARGIN.bottom) {
      doc.addPage();
      doc.y = MARGIN.top;
    }
    const y = doc.y;
    const indent = heading.level === 1 ? 0 : 14;
    doc.font(heading.level === 1 ? 'bold' : 'regular').fillColor('black');
    doc.text(heading.text, MARGIN.left + indent, y, {
      width: width - indent - numberWidth,
      height: line,
      ellipsis: true,
      lineBreak: false,
      goTo: heading.destination,
    });
    doc.text(String(pageOf(heading)), MARGIN.left + width - numberWidth, y, {
      width: numberWidth,
      align: 'right',
      lineBreak: false,
    });
    doc.y = y + line;
  }
}

/** Has each page end with 'Page n of N' as it is finished, before pdfkit writes it out. */
function numberPages(doc: Pdf, words: DocumentWords, pages: number) {
  const addPage = doc.addPage.bind(doc);
  doc.addPage = (options) => {
    if (doc.page) footer(doc, words, pages);
    return addPage(options);
  };
}

/** 'Page n of N' at the foot of the page, leaving the pen as it was for the text a page break interrupts. */
function footer(doc: Pdf, words: DocumentWords, pages: number) {
  const pen = doc as unknown as Pen;
  const { _font, _fontSize, _fillColor } = pen;
  const { start, count } = doc.bufferedPageRange();
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  // Written below the bottom margin, which would otherwise start a new page.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font('regular')
    .fontSize(SIZE.footer)
    .fillColor('#495057')
    .text(
      fillWords(words.pageOf, { page: String(start + count), pages: String(pages) }),
      MARGIN.left,
      doc.page.height - MARGIN.bottom / 2,
      { width, align: 'center', lineBreak: false },
    );
  doc.page.margins.bottom = bottom;
  Object.assign(pen, { _font, _fontSize, _fillColor });
}
