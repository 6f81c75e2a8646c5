import { buffer } from 'node:stream/consumers';
import { fillWords, type Language, type PaperSize, type SemaphoreColour } from '@praxis/contract';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { documentWords } from '../../i18n/documents.js';
import { inOrder, pdfPages } from '../../test/documents.js';
import {
  type Block,
  type Cell,
  type DocumentSource,
  dateCell,
  numberCell,
  semaphoreCell,
  textCell,
} from './model.js';
import { renderDocument } from './render.js';

const COLOURS: SemaphoreColour[] = ['green', 'yellow', 'red', 'gray'];
const TOPICS = 3;
const PER_TOPIC = 70;
const code = (topic: number, n: number) => `T${topic}.${n}`;
const at = new Date('2026-05-04T10:20:30Z');

/** A document long enough for tables to span pages, its rows read as they are made. */
function source(language: Language, paper: PaperSize = 'A4'): DocumentSource {
  async function* blocks(): AsyncGenerator<Block> {
    yield { kind: 'heading', level: 1, text: 'Oversikt – æøå ÆØÅ' };
    yield { kind: 'paragraph', text: 'Blåbærsyltetøy på Ærøskøbing. '.repeat(12) };
    yield { kind: 'keyValues', items: [['Krav', String(TOPICS * PER_TOPIC)]] };
    for (let topic = 1; topic <= TOPICS; topic++) {
      yield { kind: 'heading', level: 2, text: `Topic ${topic}` };
      yield { kind: 'heading', level: 3, text: `Detail ${topic}` };
      yield {
        kind: 'table',
        name: `Topic ${topic}`,
        columns: [
          { header: 'Requirement', weight: 3 },
          { header: 'Status', weight: 2 },
          { header: 'Due' },
          { header: 'Score' },
        ],
        rows: (function* (): Generator<Cell[]> {
          for (let n = 1; n <= PER_TOPIC; n++) {
            yield [
              textCell(
                `${code(topic, n)} ${n % 7 === 0 ? 'A longer name that wraps onto a second line of its cell. '.repeat(2) : 'Name'}`,
              ),
              semaphoreCell(COLOURS[n % 4] as SemaphoreColour),
              dateCell('2026-06-30'),
              numberCell(n),
            ];
          }
        })(),
      };
    }
    yield { kind: 'pageBreak' };
    yield { kind: 'table', name: 'Injection', columns: [{ header: 'Text' }], rows: [[textCell('=1+2')]] };
  }
  return {
    meta: {
      company: 'Demo AS',
      title: 'Test document',
      subtitle: 'Spesifikasjon',
      version: '2026-05-04',
      classification: 'Internal',
      preparedBy: 'Åse Ødegård',
      generatedAt: at,
      snapshotHash: 'f'.repeat(64),
      language,
      paper,
    },
    blocks,
  };
}

/** Every row's code and its colour's word, in the order the document has them. */
const codesAndColours = (language: Language) =>
  Array.from({ length: TOPICS }, (_, t) =>
    Array.from({ length: PER_TOPIC }, (_, n) => [
      code(t + 1, n + 1),
      documentWords[language].colours[COLOURS[(n + 1) % 4] as SemaphoreColour],
    ]),
  ).flat(2);

const rendered = async (...args: Parameters<typeof renderDocument>) => buffer(await renderDocument(...args));

describe('the document engine', () => {
  for (const language of ['en-US', 'nb-NO'] as const) {
    const words = documentWords[language];

    it(`writes a PDF with contents, outline, numbered pages and embedded fonts [${language}]`, async () => {
      const bytes = await rendered(source(language), 'pdf');
      const { pdf, pages, outline } = await pdfPages(bytes);
      expect(pages.length).toBeGreaterThan(6);
      pages.forEach((page, i) => {
        expect(page.text).toContain(
          fillWords(words.pageOf, { page: String(i + 1), pages: String(pages.length) }),
        );
      });
      const all = pages.map((page) => page.text).join(' ');
      expect(inOrder(all, codesAndColours(language))).toEqual([]);
      expect(all).toContain('Blåbærsyltetøy på Ærøskøbing');
      expect(pages[0]?.text).toContain('Test document');
      expect(pages[1]?.text).toContain(words.documentControl);
      expect(pages[1]?.text).toContain('Åse Ødegård');
      expect(pages[1]?.text).toContain('f'.repeat(64));
      // The header row repeats on each page a table spans.
      expect(
        pages.filter((page) => page.text.includes('Requirement Status Due Score')).length,
      ).toBeGreaterThan(3);

      const contents = pages[2]?.text ?? '';
      expect(contents).toContain(words.contents);
      for (let topic = 1; topic <= TOPICS; topic++) {
        const listed = Number(new RegExp(`Topic ${topic} (\\d+)`).exec(contents)?.[1]);
        expect(pages[listed - 1]?.text).toContain(`Topic ${topic} Detail ${topic}`);
      }
      expect(contents).not.toContain('Detail 1');
      expect(outline.map((item) => [item.title, item.items.map((child) => child.title)])).toEqual([
        ['Oversikt – æøå ÆØÅ', ['Topic 1', 'Topic 2', 'Topic 3']],
      ]);
      const destination = await pdf.getDestination('h2');
      const listedFirst = Number(/Topic 1 (\d+)/.exec(contents)?.[1]);
      expect((await pdf.getPageIndex(destination?.[0])) + 1).toBe(listedFirst);

      const fonts = pages.flatMap((page) => page.fonts);
      expect(new Set(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')))).toEqual(
        new Set(['DejaVuSans', 'DejaVuSans-Bold']),
      );
      expect(fonts.every((font) => !font.missingFile)).toBe(true);
      expect(bytes.toString('latin1')).toContain('/FontFile2');
      expect(pages[0]?.width).toBe(595);
    });
  }

  it('writes the same PDF, Word and workbook bytes for the same date, and Letter when asked', async () => {
    for (const format of ['pdf', 'docx', 'xlsx'] as const) {
      const first = await rendered(source('nb-NO'), format);
      expect((await rendered(source('nb-NO'), format)).equals(first), format).toBe(true);
    }
    const letter = await pdfPages(await rendered(source('en-US', 'Letter'), 'pdf'));
    expect(letter.pages[0]?.width).toBe(612);
  });

  for (const language of ['en-US', 'nb-NO'] as const) {
    it(`writes a Word document with styles, a contents field, repeating headers and page fields [${language}]`, async () => {
      const words = documentWords[language];
      const files = unzipSync(new Uint8Array(await rendered(source(language), 'docx')));
      const document = strFromU8(files['word/document.xml'] as Uint8Array);
      expect(document).toContain('<w:pStyle w:val="Title"/>');
      for (const level of [1, 2, 3]) expect(document).toContain(`<w:pStyle w:val="Heading${level}"/>`);
      expect(document).toContain('TOC \\h \\o &quot;1-2&quot;');
      expect(document).toContain('<w:tblHeader/>');
      const texts = [...document.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');
      expect(inOrder(texts, codesAndColours(language))).toEqual([]);
      expect(texts).toContain('Åse Ødegård');
      const styles = strFromU8(files['word/styles.xml'] as Uint8Array);
      expect(styles).toMatch(/w:styleId="Heading1".*?<w:outlineLvl w:val="0"\/>/s);
      const footerName = Object.keys(files).find((name) => /^word\/footer\d+\.xml$/.test(name)) as string;
      const footer = strFromU8(files[footerName] as Uint8Array);
      expect(footer).toMatch(/PAGE[\s\S]*NUMPAGES/);
      const [before, between] = words.pageOf.split(/\{page\}|\{pages\}/);
      expect(footer).toContain(`>${before?.trim()}`);
      expect(footer).toContain(between);
      const core = strFromU8(files['docProps/core.xml'] as Uint8Array);
      expect(core).toContain('2026-05-04T10:20:30Z');
    });
  }

  it('writes a workbook with one sheet per table, typed cells, a frozen and filtered header row', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await rendered(source('nb-NO'), 'xlsx')) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      documentWords['nb-NO'].documentControl,
      'Topic 1',
      'Topic 2',
      'Topic 3',
      'Injection',
    ]);
    const control = workbook.getWorksheet(documentWords['nb-NO'].documentControl) as ExcelJS.Worksheet;
    expect(control.getColumn(2).values).toContain('Åse Ødegård');
    const sheet = workbook.getWorksheet('Topic 2') as ExcelJS.Worksheet;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Requirement', 'Status', 'Due', 'Score']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:D1');
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('T2.1 Name');
    expect(row.getCell(2).value).toBe('Gul');
    expect(row.getCell(3).value).toEqual(new Date('2026-06-30T00:00:00Z'));
    expect(row.getCell(3).numFmt).toBe('yyyy-mm-dd');
    expect(row.getCell(4).value).toBe(1);
    expect(sheet.rowCount).toBe(PER_TOPIC + 1);
    const injection = workbook.getWorksheet('Injection') as ExcelJS.Worksheet;
    expect(injection.getCell('A2').type).toBe(ExcelJS.ValueType.String);
  });
});
