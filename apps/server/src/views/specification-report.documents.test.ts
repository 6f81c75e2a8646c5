import {
  documentContentTypes,
  fillWords,
  type Language,
  type SpecificationReport,
  specificationReportSchema,
} from '@praxis/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { documentWords } from '../i18n/documents.js';
import { reportWords } from '../i18n/documents-report.js';
import { auditsRepository } from '../modules/audits/audits.repository.js';
import { ADMIN, OTHER, USER } from '../test/accounts.js';
import { drivers, freshDatabase, type TestDatabase } from '../test/databases.js';
import { documentCalls, inOrder, pdfPages } from '../test/documents.js';
import { createControlWithExecution, createEvidence, createSpecification } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/server.js';
import { importSpecification } from '../test/specifications.js';

/** A catalog of one requirement whose statement has a parameter, which the company sets. */
const PARAMETER_CATALOG = JSON.stringify({
  catalog: {
    uuid: 'c0ffee00-0000-4000-8000-0000000000b2',
    metadata: { title: 'Parameters', version: '1', 'oscal-version': '1.2.1' },
    groups: [
      {
        id: 'g',
        title: 'Reviews',
        controls: [
          {
            id: 'p-1',
            title: 'Review',
            params: [{ id: 'p-1_prm', label: 'period' }],
            parts: [{ id: 'p-1_smt', name: 'statement', prose: 'Review {{ insert: param, p-1_prm }}.' }],
          },
        ],
      },
    ],
  },
});

// One server per database for the whole file.
for (const driver of drivers) {
  describe(`the specification report as a document [${driver}]`, () => {
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
      const { control } = await createControlWithExecution(server, {
        asset: { name: 'Mail server' },
        control: { name: 'Access review', title: 'Quarterly access review' },
      });
      const access = id('GV.1.1');
      await server.call(USER, 'POST', `/v2/requirements/${access}/controls`, { controlId: control.id });
      await server.call(USER, 'PUT', `/v2/requirements/${access}/checkpoints`, {
        deadlineDate: '2026-12-31',
      });
      for (const [classId, level] of [
        ['Current', 2],
        ['Target', 5],
      ] as const) {
        await server.call(USER, 'POST', `/v2/requirements/${access}/maturities`, { classId, level });
      }
      const me = (await server.call(USER, 'GET', '/v1/Me')).json().user.id;
      await server.call(USER, 'PUT', `/v2/Requirements/${access}/assignments`, { type: 0, userId: me });
      await createEvidence(server, { category: 'Requirements', id: access }, { title: 'Access policy' }, [
        { status: 'approved', effectiveDate: '2026-01-15', expiresDate: '2027-01-15' },
      ]);
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
      (await calls.exportEvents()).map((event) => {
        const after = event.after as { document: string; format: string };
        return [event.entity, event.entityId, after.document, after.format];
      });

    /** Each requirement's code and its colour's word, in the report's order. */
    const codesAndColours = (report: SpecificationReport, language: Language) =>
      report.elements.flatMap((element) => {
        const requirement = report.requirements.find((r) => r.id === element.id);
        return requirement ? [element.code, documentWords[language].colours[requirement.semaphore]] : [];
      });

    const workbookOf = async (bytes: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
      return workbook;
    };
    const sheet = (workbook: ExcelJS.Workbook, name: string) =>
      workbook.getWorksheet(name) as ExcelJS.Worksheet;
    const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

    it("answers today's report as PDF, Word or a workbook in the caller's language, its JSON as before", async () => {
      const url = `/v2/specifications/${small.specification.id}/report`;
      const plain = await download(url);
      const report = specificationReportSchema.parse(plain.json());
      expect(plain.headers.vary).toBe('accept, accept-encoding');
      for (const same of [await download(`${url}?format=json`), await download(url, { accept: '*/*' })]) {
        expect(same.headers['content-type']).toMatch(/^application\/json/);
        expect(same.rawPayload.equals(plain.rawPayload)).toBe(true);
      }
      expect(await exports()).toEqual([]);
      const day = new Date().toISOString().slice(0, 10);

      for (const language of ['en-US', 'nb-NO'] as const) {
        await speak(language);
        const words = documentWords[language];
        const said = reportWords[language];
        const pdf = await download(`${url}?format=pdf`);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['content-disposition']).toBe(
          `attachment; filename="small-spec-report-${day}.pdf"`,
        );
        const { pages, outline } = await pdfPages(pdf.rawPayload);
        pages.forEach((page, i) => {
          expect(page.text).toContain(
            fillWords(words.pageOf, { page: String(i + 1), pages: String(pages.length) }),
          );
        });
        const text = pages.map((page) => page.text).join(' ');
        expect(inOrder(text, codesAndColours(report, language))).toEqual([]);
        expect(
          inOrder(text, [
            said.title,
            said.summary,
            said.semaphores,
            said.maturityOverview,
            said.recurring.title,
            'GV.1.1 Access policy',
            said.levels.incomplete,
            '2026-12-31',
            'Quarterly access review',
            'Mail server',
            'Access policy',
            '2027-01-15',
            'PR.1 Encrypt laptops',
            said.notApplicable,
            'Ingen bærbare – no laptops',
          ]),
        ).toEqual([]);
        expect(outline.map((item) => item.title)).toEqual([
          said.summary,
          said.recurring.title,
          'GV Govern',
          'PR Protect',
        ]);
        expect(pages.flatMap((page) => page.fonts).every((font) => !font.missingFile)).toBe(true);

        const docx = await download(url, { accept: documentContentTypes.docx });
        const files = unzipSync(new Uint8Array(docx.rawPayload));
        const document = strFromU8(files['word/document.xml'] as Uint8Array);
        for (const level of [1, 2, 3]) expect(document).toContain(`<w:pStyle w:val="Heading${level}"/>`);
        expect(document).toContain('<w:tblHeader/>');
        const texts = [...document.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');
        expect(inOrder(texts, codesAndColours(report, language))).toEqual([]);
        expect(
          inOrder(texts, [
            said.summary,
            'GV.1.1 Access policy',
            'Access policy',
            'Keep an access control policy and review it yearly.',
          ]),
        ).toEqual([]);

        const workbook = await workbookOf((await download(`${url}?format=xlsx`)).rawPayload);
        expect(workbook.worksheets.map((found) => found.name)).toEqual([
          words.documentControl,
          ...Object.values(said.sheets),
        ]);
        const requirements = sheet(workbook, said.sheets.requirements);
        expect(requirements.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
        expect(values(requirements.getRow(2)).slice(0, 11)).toEqual([
          'GV.1.1',
          'GV.1.1 Access policy',
          'GV Govern',
          words.colours[report.requirements[0]?.semaphore ?? 'gray'],
          words.yes,
          undefined,
          2,
          5,
          new Date('2026-12-31T00:00:00Z'),
          undefined,
          undefined,
        ]);
        expect(values(requirements.getRow(4)).slice(0, 6)).toEqual([
          'PR.1',
          'PR.1 Encrypt laptops',
          'PR Protect',
          words.colours.gray,
          words.no,
          'Ingen bærbare – no laptops',
        ]);
        const evidence = values(sheet(workbook, said.sheets.evidence).getRow(2));
        expect(evidence.slice(0, 7)).toEqual([
          'GV.1.1',
          'Access policy',
          said.thisRequirement,
          said.evidenceStatuses.approved,
          new Date('2026-01-15T00:00:00Z'),
          new Date('2027-01-15T00:00:00Z'),
          1,
        ]);
        const counts = values(sheet(workbook, said.sheets.summary).getRow(2));
        expect(counts).toEqual([
          words.colours.green,
          report.specification.semaphore.green,
          expect.any(Number),
        ]);
      }
      const entry = ['specifications', small.specification.id, 'report'];
      expect(await exports()).toEqual(
        ['pdf', 'docx', 'xlsx', 'pdf', 'docx', 'xlsx'].map((format) => [...entry, format]),
      );
      await speak('en-US');
    });

    it('prints the values of parameters in the statement and lists them', async () => {
      const imported = await importSpecification(server, ADMIN, 'Parameters.json', PARAMETER_CATALOG);
      expect(imported.statusCode, imported.body).toBe(201);
      const specificationId: string = imported.json().id;
      const elements: { id: string; code: string }[] = (
        await server.call(USER, 'GET', `/v2/specifications/${specificationId}/elements`)
      ).json();
      const p1 = elements.find((element) => element.code === 'p-1')?.id;
      await server.call(USER, 'PUT', `/v2/requirements/${p1}/parameters/p-1_prm`, { text: 'every week' });
      const url = `/v2/specifications/${specificationId}/report`;
      const said = reportWords['en-US'];

      const { pages } = await pdfPages((await download(`${url}?format=pdf`)).rawPayload);
      const text = pages.map((page) => page.text).join(' ');
      expect(
        inOrder(text, ['p-1 Review', 'Review every week.', said.parameters, 'period', 'every week']),
      ).toEqual([]);
      const workbook = await workbookOf((await download(`${url}?format=xlsx`)).rawPayload);
      expect(values(sheet(workbook, said.sheets.parameters).getRow(2))).toEqual([
        'p-1',
        'p-1_prm',
        'period',
        'every week',
        said.parameterSources.company,
      ]);
    });

    it('answers a sealed report as the same file every time, dated at the seal', async () => {
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
      const sealed = `/v2/audits/${audit.id}/snapshots/${snapshot.id}/report?specificationId=${small.specification.id}`;
      const json = await download(sealed);
      expect((await download(`${sealed}&format=json`)).rawPayload.equals(json.rawPayload)).toBe(true);
      const before = (await exports()).length;

      const first = await download(`${sealed}&format=pdf`);
      await server.call(USER, 'PUT', `/v2/requirements/${id('PR.1')}/applicability`, { applicable: true });
      const second = await download(`${sealed}&format=pdf`);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(first.headers['content-disposition']).toBe(
        `attachment; filename="small-spec-report-${snapshot.takenAt.slice(0, 10)}.pdf"`,
      );
      const { pdf, pages } = await pdfPages(first.rawPayload);
      expect(pages[1]?.text).toContain(snapshot.sha256);
      expect(pages.map((page) => page.text).join(' ')).toContain('Ingen bærbare – no laptops');
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
          'report',
          format,
        ]),
      );

      const theirs = await server.call(
        OTHER,
        'GET',
        `/v2/specifications/${small.specification.id}/report?format=pdf`,
      );
      expect(theirs.statusCode).toBe(404);
      const wrong = await server.call(USER, 'GET', `${sealed}&format=bogus`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details?.[0]?.field ?? wrong.body).toContain('format');
    });
  });
}
