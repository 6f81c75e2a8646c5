import {
  documentContentTypes,
  fillWords,
  type Language,
  type StatementOfApplicability,
  statementOfApplicabilitySchema,
} from '@praxis/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { documentWords, soaWords } from '../i18n/documents.js';
import { auditsRepository } from '../modules/audits/audits.repository.js';
import { OTHER, USER } from '../test/accounts.js';
import { drivers, freshDatabase, type TestDatabase } from '../test/databases.js';
import { documentCalls, inOrder, pdfPages } from '../test/documents.js';
import { createControl, createSpecification } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/server.js';

// One server per database for the whole file.
for (const driver of drivers) {
  describe(`the Statement of Applicability as a document [${driver}]`, () => {
    let server: TestServer;
    let database: TestDatabase;
    let small: Awaited<ReturnType<typeof createSpecification>>;
    let companyId: string;
    const id = (code: string) => small.byCode(code).id;

    beforeAll(async () => {
      database = await freshDatabase(driver);
      server = await startTestServer(database);
      small = await createSpecification(server);
      companyId = (await database.db.select().from(users).where(eq(users.email, USER)))[0]
        ?.companyId as string;
      const control = await createControl(server, { name: 'Access review' });
      await server.call(USER, 'POST', `/v2/requirements/${id('GV.1.1')}/controls`, { controlId: control.id });
      await server.call(USER, 'PUT', `/v2/requirements/${id('PR.1')}/applicability`, {
        applicable: false,
        justification: 'Ingen bærbare – no laptops',
      });
    });

    afterAll(async () => {
      await server?.close();
      await database?.dispose();
    });

    const calls = documentCalls(() => ({ server, database }), USER);
    const { speak, download } = calls;

    const exports = async () =>
      (await calls.exportEvents()).map((event) => [
        event.entity,
        event.entityId,
        (event.after as { format: string }).format,
      ]);

    /** Each requirement's code and its status word in the statement's order. */
    const codesAndStatuses = (statement: StatementOfApplicability, language: Language) =>
      statement.rows.flatMap((row) => [
        row.name.split(' ')[0] as string,
        soaWords[language].statuses[row.status],
      ]);

    it("answers today's statement as PDF, Word or a workbook in the caller's language, each export logged", async () => {
      const live = `/v2/specifications/${small.specification.id}/soa`;
      const statement = statementOfApplicabilitySchema.parse((await download(live)).json());
      expect((await download(live, { accept: '*/*' })).headers['content-type']).toMatch(/^application\/json/);
      expect(await exports()).toEqual([]);
      const day = new Date().toISOString().slice(0, 10);

      for (const language of ['en-US', 'nb-NO'] as const) {
        await speak(language);
        const words = documentWords[language];
        const pdf = await download(`${live}?format=pdf`);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['content-disposition']).toBe(`attachment; filename="small-spec-soa-${day}.pdf"`);
        const { pages, outline } = await pdfPages(pdf.rawPayload);
        pages.forEach((page, i) => {
          expect(page.text).toContain(
            fillWords(words.pageOf, { page: String(i + 1), pages: String(pages.length) }),
          );
        });
        const text = pages.map((page) => page.text).join(' ');
        expect(inOrder(text, codesAndStatuses(statement, language))).toEqual([]);
        expect(text).toContain(soaWords[language].title);
        expect(text).toContain('Ingen bærbare – no laptops');
        expect(outline.map((item) => item.title)).toEqual([
          soaWords[language].summary,
          soaWords[language].requirements,
        ]);
        expect(pages.flatMap((page) => page.fonts).every((font) => !font.missingFile)).toBe(true);

        const docx = await download(live, { accept: documentContentTypes.docx });
        expect(docx.headers['content-disposition']).toBe(`attachment; filename="small-spec-soa-${day}.docx"`);
        const files = unzipSync(new Uint8Array(docx.rawPayload));
        const document = strFromU8(files['word/document.xml'] as Uint8Array);
        expect(document).toContain('<w:pStyle w:val="Heading2"/>');
        expect(document).toContain('<w:tblHeader/>');
        const texts = [...document.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');
        expect(inOrder(texts, codesAndStatuses(statement, language))).toEqual([]);

        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(
          (await download(`${live}?format=xlsx`)).rawPayload as unknown as ExcelJS.Buffer,
        );
        expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
          words.documentControl,
          'Govern',
          'Protect',
        ]);
        const protect = workbook.getWorksheet('Protect') as ExcelJS.Worksheet;
        expect((protect.getRow(2).values as unknown[]).slice(1)).toEqual([
          'PR.1 Encrypt laptops',
          words.no,
          soaWords[language].statuses.excluded,
          'Ingen bærbare – no laptops',
        ]);
        expect(protect.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
        const control = workbook.getWorksheet(words.documentControl) as ExcelJS.Worksheet;
        const generated = control.getColumn(2).values.find((value) => value instanceof Date);
        expect(generated).toBeInstanceOf(Date);
      }
      const entry = ['specifications', small.specification.id];
      expect(await exports()).toEqual(
        ['pdf', 'docx', 'xlsx', 'pdf', 'docx', 'xlsx'].map((format) => [...entry, format]),
      );
      await speak('en-US');
    });

    it('answers a sealed statement as the same file every time, dated at the seal', async () => {
      const audits = auditsRepository(database.db);
      const audit = await audits.insert(companyId, {
        title: 'Surveillance',
        kind: 'surveillance',
        auditDate: '2026-12-01',
        status: 'planned',
      });
      await audits.setSpecifications(companyId, audit.id, [small.specification.id]);
      const frozen = await server.call(USER, 'POST', `/v2/audits/${audit.id}/snapshots`);
      expect(frozen.statusCode, frozen.body).toBe(201);
      const snapshot = frozen.json();
      const sealed = `/v2/audits/${audit.id}/snapshots/${snapshot.id}/soa?specificationId=${small.specification.id}`;
      const before = (await exports()).length;

      const first = await download(`${sealed}&format=pdf&paper=Letter`);
      await server.call(USER, 'PUT', `/v2/requirements/${id('PR.1')}/applicability`, { applicable: true });
      const second = await download(`${sealed}&format=pdf&paper=Letter`);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      const { pdf, pages } = await pdfPages(first.rawPayload);
      expect(pages[0]?.width).toBe(612);
      expect(pages[1]?.text).toContain(snapshot.sha256);
      const { info } = (await pdf.getMetadata()) as unknown as { info: { CreationDate: string } };
      expect(info.CreationDate).toContain(snapshot.takenAt.slice(0, 19).replace(/[-T:]/g, ''));
      for (const format of ['docx', 'xlsx'] as const) {
        const once = await download(`${sealed}&format=${format}`);
        expect(
          (await download(`${sealed}&format=${format}`)).rawPayload.equals(once.rawPayload),
          format,
        ).toBe(true);
      }
      expect((await exports()).slice(before)).toEqual(
        ['pdf', 'pdf', 'docx', 'docx', 'xlsx', 'xlsx'].map((format) => [
          'audit-snapshots',
          snapshot.id,
          format,
        ]),
      );

      const theirs = await server.call(
        OTHER,
        'GET',
        `/v2/specifications/${small.specification.id}/soa?format=pdf`,
      );
      expect(theirs.statusCode).toBe(404);
      const wrong = await server.call(USER, 'GET', `${sealed}&format=odt`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details?.[0]?.field ?? wrong.body).toContain('format');
    });
  });
}
