import { PassThrough, type Readable } from 'node:stream';
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageBreak,
  PageNumber,
  PageOrientation,
  Paragraph,
  TextRun,
} from 'docx';
import { Zip, ZipDeflate } from 'fflate';
import { type DocumentWords, documentWords } from '../../i18n/documents.js';
import type { Cell, Column, DocumentSource } from './model.js';
import {
  cellText,
  documentControl,
  keyValueColumns,
  keyValueRows,
  swatches,
  textCell,
  turns,
} from './model.js';

/** Page sizes in twentieths of a point, as Word measures them. */
const PAGES = { A4: { width: 11906, height: 16838 }, Letter: { width: 12240, height: 15840 } };
const MARGIN = 1134;
const FONT = 'Calibri';
const GRID_COLOUR = 'CED4DA';
const hex = (colour: string) => colour.slice(1).toUpperCase();

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

/** Text as XML character data. */
const escaped = (text: string) =>
  text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));

const run = (text: string, properties = '') =>
  `<w:r>${properties && `<w:rPr>${properties}</w:rPr>`}<w:t xml:space="preserve">${escaped(text)}</w:t></w:r>`;

const BORDER = `w:val="single" w:color="${GRID_COLOUR}" w:sz="4"`;
const TABLE_BORDERS = `<w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
  .map((side) => `<w:${side} ${BORDER}/>`)
  .join('')}</w:tblBorders>`;
const PAGE_BREAK = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';
/** Word joins two tables that touch: a paragraph between keeps them apart. */
const SPACER = '<w:p/>';

function cellXml(cell: Cell, words: DocumentWords, width: number, header: boolean) {
  const shading = header ? '<w:shd w:fill="E9ECEF" w:color="auto" w:val="clear"/>' : '';
  const text = cellText(cell, words.colours);
  const runs =
    cell?.kind === 'semaphore'
      ? run('■ ', `<w:color w:val="${hex(swatches[cell.colour])}"/>`) + run(text)
      : run(text, header ? '<w:b/><w:bCs/>' : '');
  return `<w:tc><w:tcPr><w:tcW w:type="dxa" w:w="${width}"/>${shading}</w:tcPr><w:p>${runs}</w:p></w:tc>`;
}

/**
 * A table as Word's XML, a row at a time: its header row (Word repeats it on every page the table spans) and
 * its rows as they are read.
 */
async function* tableXml(
  columns: readonly Column[],
  rows: Iterable<readonly Cell[]> | AsyncIterable<readonly Cell[]>,
  words: DocumentWords,
  withHeader: boolean,
  width: number,
  turn: () => Promise<void> | undefined,
): AsyncGenerator<string> {
  const total = columns.reduce((sum, column) => sum + (column.weight ?? 1), 0);
  const widths = columns.map((column) => Math.round(((column.weight ?? 1) / total) * width));
  const grid = widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('');
  yield `<w:tbl><w:tblPr><w:tblW w:type="dxa" w:w="${width}"/>${TABLE_BORDERS}</w:tblPr><w:tblGrid>${grid}</w:tblGrid>`;
  const rowXml = (cells: readonly Cell[], header: boolean) =>
    cells.map((cell, i) => cellXml(cell, words, widths[i] ?? 0, header)).join('');
  if (withHeader) {
    const header = columns.map((column) => textCell(column.header));
    yield `<w:tr><w:trPr><w:cantSplit/><w:tblHeader/></w:trPr>${rowXml(header, true)}</w:tr>`;
  }
  for await (const cells of rows) {
    await turn();
    yield `<w:tr>${rowXml(cells, false)}</w:tr>`;
  }
  yield '</w:tbl>';
}

/** A heading in Word's heading style; one the contents list carries the bookmark its entry links to. */
const headingXml = (level: 1 | 2 | 3, text: string, bookmark: number | null) =>
  bookmark === null
    ? `<w:p><w:pPr><w:pStyle w:val="Heading${level}"/></w:pPr>${run(text)}</w:p>`
    : `<w:p><w:pPr><w:pStyle w:val="Heading${level}"/></w:pPr><w:bookmarkStart w:name="_Toc${bookmark}" w:id="${bookmark}"/>${run(text)}<w:bookmarkEnd w:id="${bookmark}"/></w:p>`;

/** A heading the contents list: of level 1 or 2. */
type Listed = { level: 1 | 2 | 3; text: string };

const listed = (level: number) => level <= 2;

/**
 * The contents as a field Word updates when it opens the file, filled in beforehand with an entry for each
 * heading (without page numbers, which only Word knows), so a reader that does not update fields shows them.
 */
function contentsXml(headings: Listed[], words: DocumentWords, width: number) {
  const field =
    '<w:r><w:fldChar w:fldCharType="begin" w:dirty="true"/><w:instrText xml:space="preserve">TOC \\h \\o &quot;1-2&quot;</w:instrText><w:fldChar w:fldCharType="separate"/></w:r>';
  const entries = headings.map(
    ({ level, text }, i) =>
      `<w:p><w:pPr><w:pStyle w:val="TOC${level}"/><w:tabs><w:tab w:val="right" w:pos="${width}" w:leader="dot"/></w:tabs></w:pPr>${i === 0 ? field : ''}<w:hyperlink w:history="1" w:anchor="_Toc${i + 1}">${run(text)}<w:r><w:tab/></w:r><w:r><w:fldChar w:fldCharType="begin" w:dirty="true"/><w:instrText xml:space="preserve">PAGEREF _Toc${i + 1} \\h</w:instrText><w:fldChar w:fldCharType="separate"/><w:fldChar w:fldCharType="end"/></w:r></w:hyperlink></w:p>`,
  );
  return `<w:p><w:pPr><w:pStyle w:val="TOCHeading"/></w:pPr>${run(words.contents)}</w:p><w:sdt><w:sdtPr><w:alias w:val="${escaped(words.contents)}"/><w:docPartObj><w:docPartGallery w:val="Table of Contents"/><w:docPartUnique/></w:docPartObj></w:sdtPr><w:sdtContent>${entries.join('')}<w:p><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:sdtContent></w:sdt>`;
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

/** What stands in the frame docx writes where the body goes. */
const BODY = 'praxis-document-body';

/**
 * The document as a Word file: Word's Title and Heading styles (so its navigation pane shows the headings), a
 * contents field Word fills in when it opens the file, real tables whose header row repeats on every page,
 * and 'Page X of Y' fields in the footer. Every date in the file, the zip's included, is the document's own.
 *
 * docx builds a document as a tree of objects and then as one string, over a gigabyte for a long report: it writes
 * only the frame here (styles, settings, footer, the title page), and the body's XML is written and zipped as
 * the blocks are read, in the same form docx gives it.
 */
export async function renderDocx(source: DocumentSource): Promise<Readable> {
  const { meta } = source;
  const words = documentWords[meta.language];
  const page = PAGES[meta.paper];
  const landscape = meta.orientation === 'landscape';
  // docx turns the page itself for a landscape section; the tables take the width across it.
  const width = (landscape ? page.height : page.width) - 2 * MARGIN;
  const titlePage = [
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
    new Paragraph({ text: BODY }),
  ];
  const frame = new Document({
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
        children: titlePage,
      },
    ],
  });
  // The contents are filled in before the body: a first reading of the blocks finds the headings.
  const headings: Listed[] = [{ level: 1, text: words.documentControl }];
  for await (const block of source.blocks()) {
    if (block.kind === 'heading' && listed(block.level)) headings.push(block);
  }
  return zipped(frame, meta.generatedAt, (document) => {
    const at = document.indexOf(BODY);
    return [
      document.slice(0, document.lastIndexOf('<w:p>', at)),
      body(source, words, width, headings),
      document.slice(document.indexOf('</w:p>', at) + '</w:p>'.length),
    ];
  });
}

/** Document control, the contents and the blocks, as Word's XML in pieces. */
async function* body(
  source: DocumentSource,
  words: DocumentWords,
  width: number,
  headings: Listed[],
): AsyncGenerator<string> {
  const turn = turns();
  yield headingXml(1, words.documentControl, 1);
  yield* tableXml(
    keyValueColumns,
    keyValueRows(documentControl(source.meta, words)),
    words,
    false,
    width,
    turn,
  );
  yield PAGE_BREAK + contentsXml(headings, words, width) + PAGE_BREAK;
  let bookmarks = 1;
  for await (const block of source.blocks()) {
    await turn();
    switch (block.kind) {
      case 'heading':
        yield headingXml(block.level, block.text, listed(block.level) ? ++bookmarks : null);
        break;
      case 'paragraph':
        yield `<w:p><w:pPr><w:spacing w:after="120"/></w:pPr>${run(block.text)}</w:p>`;
        break;
      case 'keyValues':
        yield* tableXml(keyValueColumns, keyValueRows(block.items), words, false, width, turn);
        yield SPACER;
        break;
      case 'table':
        yield* tableXml(block.columns, block.rows, words, true, width, turn);
        yield SPACER;
        break;
      case 'pageBreak':
        yield PAGE_BREAK;
        break;
    }
  }
}

/** The parts docx makes, as it would zip them; its compiler is what its Packer zips, with today's dates. */
type Compiler = { compile: (file: Document, prettify: undefined) => Map<string, string | Uint8Array> };

/** How much of the body is gathered before it is compressed. */
const CHUNK = 1 << 16;

/**
 * The file zipped as it is written, with the document's date everywhere (docx stamps its properties and the
 * zip's entries with the time it runs, which would make each copy of a sealed document differ); the body
 * goes into `word/document.xml` where `place` puts it, last, so that the other parts are done by then.
 */
function zipped(
  frame: Document,
  at: Date,
  place: (document: string) => [string, AsyncIterable<string>, string],
): Readable {
  const parts = (Packer as unknown as { compiler: Compiler }).compiler.compile(frame, undefined);
  const stamp = `${at.toISOString().slice(0, 19)}Z`;
  const encoder = new TextEncoder();
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else if (final) out.end(chunk);
    else out.write(chunk);
  });
  const entry = (path: string) => {
    const file = new ZipDeflate(path, { level: 6 });
    file.mtime = at;
    zip.add(file);
    return file;
  };
  for (const [path, data] of parts) {
    if (path === 'word/document.xml') continue;
    const dated =
      path === 'docProps/core.xml' && typeof data === 'string'
        ? data.replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*/g, `$1${stamp}`)
        : data;
    entry(path).push(typeof dated === 'string' ? encoder.encode(dated) : dated, true);
  }
  const [before, body, after] = place(parts.get('word/document.xml') as string);
  const document = entry('word/document.xml');
  (async () => {
    let pending = before;
    for await (const piece of body) {
      pending += piece;
      if (pending.length < CHUNK) continue;
      document.push(encoder.encode(pending));
      pending = '';
    }
    document.push(encoder.encode(pending + after), true);
    zip.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
