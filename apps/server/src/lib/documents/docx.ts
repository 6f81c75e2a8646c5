import { Readable } from 'node:stream';
import {
  AlignmentType,
  Body,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageBreak,
  PageNumber,
  PageOrientation,
  Paragraph,
  SectionProperties,
  ShadingType,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { zipSync } from 'fflate';
import { type DocumentWords, documentWords } from '../../i18n/documents.js';
import type { Block, Cell, Column, DocumentSource } from './model.js';
import { cellText, documentControl, keyValueColumns, keyValueRows, swatches } from './model.js';

/**
 * docx finds the section of every table it writes by searching the body from the table to the section's
 * properties at its end: time in the square of the tables, minutes for a report of thousands of them. Every
 * document here is one section, whose properties are the body's last child once it is written (its only
 * section before); a body with more sections is searched as docx does.
 */
type SectionsOfBody = {
  root: unknown[];
  sections: unknown[];
  sectionParagraphs: Map<unknown, unknown>;
  getSectionPropertiesFor(child?: unknown): unknown;
};
const bodies = Body.prototype as unknown as SectionsOfBody;
const searchSections = bodies.getSectionPropertiesFor;
bodies.getSectionPropertiesFor = function (this: SectionsOfBody, child?: unknown) {
  if (this.sectionParagraphs.size > 0) return searchSections.call(this, child);
  const last = this.root[this.root.length - 1];
  return last instanceof SectionProperties ? last : this.sections[this.sections.length - 1];
};

/** Page sizes in twentieths of a point, as Word measures them. */
const PAGES = { A4: { width: 11906, height: 16838 }, Letter: { width: 12240, height: 15840 } };
const MARGIN = 1134;
const FONT = 'Calibri';
const GRID = { style: BorderStyle.SINGLE, size: 4, color: 'CED4DA' };
const hex = (colour: string) => colour.slice(1).toUpperCase();

const heading = (level: 1 | 2 | 3) =>
  level === 1 ? HeadingLevel.HEADING_1 : level === 2 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_3;

/** Word's own heading styles, with their outline levels, so the navigation pane and the contents list them. */
const headingStyles = ([1, 2, 3] as const).map((level) => ({
  id: `Heading${level}`,
  name: `heading ${level}`,
  basedOn: 'Normal',
  next: 'Normal',
  quickFormat: true,
  run: { bold: true, size: [32, 26, 22][level - 1], color: '1F3864' },
  paragraph: { outlineLevel: level - 1, spacing: { before: 240, after: 120 }, keepNext: true },
}));

function cellOf(cell: Cell, words: DocumentWords, bold: boolean, shaded: boolean) {
  const runs =
    cell?.kind === 'semaphore'
      ? [
          new TextRun({ text: '■ ', color: hex(swatches[cell.colour]) }),
          new TextRun(cellText(cell, words.colours)),
        ]
      : [
          bold
            ? new TextRun({ text: cellText(cell, words.colours), bold })
            : new TextRun(cellText(cell, words.colours)),
        ];
  return new TableCell({
    children: [new Paragraph({ children: runs })],
    ...(shaded ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'E9ECEF' } } : {}),
  });
}

async function tableOf(
  columns: readonly Column[],
  rows: Iterable<readonly Cell[]> | AsyncIterable<readonly Cell[]>,
  words: DocumentWords,
  withHeader: boolean,
  width: number,
) {
  const total = columns.reduce((sum, column) => sum + (column.weight ?? 1), 0);
  const columnWidths = columns.map((column) => Math.round(((column.weight ?? 1) / total) * width));
  const body: TableRow[] = [];
  if (withHeader) {
    body.push(
      new TableRow({
        tableHeader: true,
        cantSplit: true,
        children: columns.map((column) => cellOf({ kind: 'text', text: column.header }, words, true, true)),
      }),
    );
  }
  for await (const cells of rows) {
    body.push(new TableRow({ children: cells.map((cell) => cellOf(cell, words, false, false)) }));
  }
  return new Table({
    width: { size: width, type: WidthType.DXA },
    columnWidths,
    rows: body,
    borders: {
      top: GRID,
      bottom: GRID,
      left: GRID,
      right: GRID,
      insideHorizontal: GRID,
      insideVertical: GRID,
    },
  });
}

/** 'Page {page} of {pages}' as runs, the numbers as Word's PAGE and NUMPAGES fields. */
function pageNumber(words: DocumentWords) {
  return words.pageOf
    .split(/(\{page\}|\{pages\})/)
    .filter(Boolean)
    .map((part) =>
      part === '{page}' ? PageNumber.CURRENT : part === '{pages}' ? PageNumber.TOTAL_PAGES : part,
    );
}

/**
 * The document as a Word file: Word's Title and Heading styles (so its navigation pane shows the headings), a
 * contents field Word fills in when it opens the file, real tables whose header row repeats on every page,
 * and 'Page X of Y' fields in the footer. Every date in the file, the zip's included, is the document's own.
 */
export async function renderDocx(source: DocumentSource): Promise<Readable> {
  const { meta } = source;
  const words = documentWords[meta.language];
  const page = PAGES[meta.paper];
  const landscape = meta.orientation === 'landscape';
  // docx turns the page itself for a landscape section; the tables take the width across it.
  const width = (landscape ? page.height : page.width) - 2 * MARGIN;
  const children: (Paragraph | Table | TableOfContents)[] = [
    new Paragraph({ children: [new TextRun({ text: meta.company, size: 28, color: '495057' })] }),
    new Paragraph({ text: meta.title, heading: HeadingLevel.TITLE }),
    ...(meta.subtitle ? [new Paragraph({ children: [new TextRun({ text: meta.subtitle, size: 28 })] })] : []),
    ...[
      [words.version, meta.version],
      [words.classification, meta.classification],
    ].map(
      ([key, value]) =>
        new Paragraph({
          children: [new TextRun({ text: `${key}: `, bold: true }), new TextRun(value ?? '')],
        }),
    ),
    new Paragraph({ children: [new PageBreak()] }),
    new Paragraph({ text: words.documentControl, heading: HeadingLevel.HEADING_1 }),
    await tableOf(keyValueColumns, keyValueRows(documentControl(meta, words)), words, false, width),
    new Paragraph({ children: [new PageBreak()] }),
    new Paragraph({ text: words.contents, style: 'TOCHeading' }),
    new TableOfContents(words.contents, { hyperlink: true, headingStyleRange: '1-2' }),
    new Paragraph({ children: [new PageBreak()] }),
  ];
  for await (const block of source.blocks()) children.push(...(await blockOf(block, words, width)));

  const file = new Document({
    creator: meta.preparedBy,
    title: meta.subtitle ? `${meta.title}: ${meta.subtitle}` : meta.title,
    subject: meta.company,
    lastModifiedBy: meta.preparedBy,
    // Word asks to update the fields when it opens the file, which fills the contents in.
    features: { updateFields: true },
    styles: {
      default: { document: { run: { font: FONT, size: 20 } } },
      paragraphStyles: [
        ...headingStyles,
        {
          id: 'TOCHeading',
          name: 'TOC Heading',
          basedOn: 'Normal',
          next: 'Normal',
          run: { bold: true, size: 32, color: '1F3864' },
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { ...page, orientation: landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: pageNumber(words), size: 16, color: '495057' })],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Readable.from([Buffer.from(zipped(file, meta.generatedAt))]);
}

async function blockOf(block: Block, words: DocumentWords, width: number): Promise<(Paragraph | Table)[]> {
  switch (block.kind) {
    case 'heading':
      return [new Paragraph({ text: block.text, heading: heading(block.level) })];
    case 'paragraph':
      return [new Paragraph({ text: block.text, spacing: { after: 120 } })];
    case 'keyValues':
      return [await tableOf(keyValueColumns, keyValueRows(block.items), words, false, width), spacer()];
    case 'table':
      return [await tableOf(block.columns, block.rows, words, true, width), spacer()];
    case 'pageBreak':
      return [new Paragraph({ children: [new PageBreak()] })];
  }
}

/** Word joins two tables that touch: a paragraph between keeps them apart. */
const spacer = () => new Paragraph({ text: '' });

/**
 * The contents' bookmarks numbered from 1 in the order they come: docx numbers them from a counter that
 * goes on from one document to the next in the same process.
 */
function numberedBookmarks(xml: string) {
  const numbers = new Map<string, number>();
  const numberOf = (id: string) => {
    if (!numbers.has(id)) numbers.set(id, numbers.size + 1);
    return numbers.get(id);
  };
  return xml
    .replace(/_Toc(\d+)/g, (_, id: string) => `_Toc${numberOf(id)}`)
    .replace(
      /(<w:bookmark(?:Start|End)\b[^>]*\bw:id=")(\d+)"/g,
      (_, start: string, id: string) => `${start}${numberOf(id)}"`,
    );
}

/** The parts docx makes, as it would zip them; its compiler is what its Packer zips, with today's dates. */
type Compiler = { compile: (file: Document, prettify: undefined) => Map<string, string | Uint8Array> };

/**
 * The file zipped with the document's date everywhere: docx stamps its properties and the zip's entries with
 * the time it runs, which would make each copy of a sealed document differ.
 */
function zipped(file: Document, at: Date): Uint8Array {
  const parts = (Packer as unknown as { compiler: Compiler }).compiler.compile(file, undefined);
  const stamp = `${at.toISOString().slice(0, 19)}Z`;
  const encoder = new TextEncoder();
  const entries = Object.fromEntries(
    [...parts].map(([path, data]) => {
      const dated =
        typeof data !== 'string'
          ? data
          : path === 'docProps/core.xml'
            ? data.replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*/g, `$1${stamp}`)
            : path === 'word/document.xml'
              ? numberedBookmarks(data)
              : data;
      return [path, typeof dated === 'string' ? encoder.encode(dated) : dated];
    }),
  );
  return zipSync(entries, { mtime: at });
}
