import { documentContentTypes, fillWords, type Item } from '@praxis/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemRelations, users } from '../../db/schema/index.js';
import { documentWords } from '../../i18n/documents.js';
import { riskDocumentWords } from '../../i18n/documents-risks.js';
import { riskRegisterTexts } from '../../i18n/exports.js';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { drivers, freshDatabase, type TestDatabase } from '../../test/databases.js';
import { documentCalls, inOrder, pdfPages } from '../../test/documents.js';
import { createAsset, createControl, createItem, userIdOf } from '../../test/factories.js';
import { createSchedule } from '../../test/schedules.js';
import { startTestServer, type TestServer } from '../../test/server.js';

// Late in the evening in UTC is the next day in Oslo: the document is dated by the company's day.
const NOW = new Date('2026-03-15T23:30:00Z');
const TODAY = '2026-03-16';
const REGISTER = '/v2/risks/register';

// One server per database for the whole file.
for (const driver of drivers) {
  describe(`the risk register and treatment plan as a document [${driver}]`, () => {
    let server: TestServer;
    let database: TestDatabase;
    let companyId: string;
    let flood: Item;
    let ransomware: Item;
    let fire: Item;
    let backups: Item;
    let insurance: Item;

    beforeAll(async () => {
      database = await freshDatabase(driver);
      server = await startTestServer(database, {}, { clock: () => NOW });
      companyId = (await database.db.select().from(users).where(eq(users.email, USER)))[0]
        ?.companyId as string;
      const zone = await server.call(ADMIN, 'PUT', '/v2/company/settings', { timeZone: 'Europe/Oslo' });
      expect(zone.statusCode, zone.body).toBe(200);
      const asset = await createAsset(server, { name: 'Database server' });
      flood = await createItem(server, 'Threats', {
        name: 'Flood',
        likelihood: 4,
        consequence: 5,
        residualLikelihood: 2,
        residualConsequence: 2,
      });
      ransomware = await createItem(server, 'Threats', {
        name: 'Ransomware',
        likelihood: 3,
        consequence: 4,
        residualLikelihood: 3,
        residualConsequence: 2,
      });
      fire = await createItem(server, 'Threats', { name: 'Fire' });
      await server.call(USER, 'POST', `/v1/Assets/${asset.id}/Threats/${flood.id}`);
      backups = await createControl(server, { name: 'Backups' });
      insurance = await createItem(server, 'Treatments', { name: 'Insurance' });
      await createSchedule(server, `/v2/Treatments/${insurance.id}`, { startsOn: '2026-04-01' });
      // The relation routes are tested elsewhere: their rows are written here as those store them.
      await database.db.insert(itemRelations).values([
        { companyId, relationType: 'ThreatControl', parentId: backups.id, childId: flood.id },
        { companyId, relationType: 'ThreatTreatment', parentId: insurance.id, childId: flood.id },
        { companyId, relationType: 'ThreatControl', parentId: backups.id, childId: ransomware.id },
      ]);
      const decide = async (threat: Item, body: Record<string, unknown>) => {
        const response = await server.call(USER, 'PUT', `/v2/Threats/${threat.id}/treatment`, {
          ownerId: null,
          dueDate: null,
          status: 'planned',
          justification: null,
          expiresDate: null,
          ...body,
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      await decide(flood, {
        decision: 'mitigate',
        ownerId: await userIdOf(server, USER),
        dueDate: '2026-03-10',
        status: 'inProgress',
      });
      await decide(fire, { decision: 'accept', expiresDate: '2027-01-31' });
    });

    afterAll(async () => {
      await server?.close();
      await database?.dispose();
    });

    const calls = documentCalls(() => ({ server, database }), READER);
    const { speak, download } = calls;

    const exports = async () =>
      (await calls.exportEvents()).map((event) => [event.entity, event.entityId, event.after]);

    it("answers the document as PDF, Word or a workbook in the reader's language, the JSON as before, each export logged", async () => {
      const json = (await download(REGISTER)).json();
      expect((await download(REGISTER, { accept: '*/*' })).json()).toEqual(json);
      expect(json.map((row: { identifier: string }) => row.identifier)).toEqual(
        [flood, ransomware, fire].map((threat) => threat.identifier),
      );

      for (const language of ['en-US', 'nb-NO'] as const) {
        await speak(language);
        const words = riskDocumentWords[language];
        const texts = riskRegisterTexts[language];
        const { levels } = texts;

        const pdf = await download(REGISTER, { accept: documentContentTypes.pdf });
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['content-disposition']).toBe(`attachment; filename="risk-register-${TODAY}.pdf"`);
        const { pages, outline } = await pdfPages(pdf.rawPayload);
        pages.forEach((page, i) => {
          expect(page.width).toBe(842);
          expect(page.text).toContain(
            fillWords(documentWords[language].pageOf, { page: String(i + 1), pages: String(pages.length) }),
          );
        });
        expect(pages.flatMap((page) => page.fonts).every((font) => !font.missingFile)).toBe(true);
        expect(outline.map((item) => item.title)).toEqual([words.summary, words.register, words.plan]);
        const text = pages.map((page) => page.text).join(' ');
        expect(text).toContain(words.title);
        expect(text).toContain(words.version(TODAY));
        // Each scenario with its inherent and residual level's word, then the plan of the decided ones.
        expect(
          inOrder(text, [
            words.register,
            `${flood.identifier} Flood`,
            levels.critical,
            levels.low,
            `${ransomware.identifier} Ransomware`,
            levels.high,
            levels.medium,
            `${fire.identifier} Fire`,
            words.notRated,
            words.notRated,
            words.plan,
            flood.identifier,
            texts.decisions.mitigate,
            '2026-03-10',
            `${texts.statuses.inProgress} ${words.overdue}`,
            words.approvals.notRequired,
            levels.low,
            fire.identifier,
            texts.decisions.accept,
            '2027-01-31',
            words.approvals.awaiting,
            words.notRated,
            words.planned,
            backups.identifier,
            insurance.identifier,
            '2026-04-01',
          ]),
        ).toEqual([]);

        const docx = await download(`${REGISTER}?format=docx`);
        expect(docx.headers['content-disposition']).toBe(
          `attachment; filename="risk-register-${TODAY}.docx"`,
        );
        const document = strFromU8(
          unzipSync(new Uint8Array(docx.rawPayload))['word/document.xml'] as Uint8Array,
        );
        expect(document).toContain('w:orient="landscape"');
        expect(document).toContain('<w:pStyle w:val="Heading2"/>');
        expect(document).toContain('<w:tblHeader/>');
        const docxTexts = [...document.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
          .map((m) => m[1])
          .join(' ');
        expect(
          inOrder(docxTexts, [
            words.register,
            flood.identifier,
            levels.critical,
            levels.low,
            ransomware.identifier,
            levels.high,
            levels.medium,
            words.plan,
            fire.identifier,
            words.approvals.awaiting,
          ]),
        ).toEqual([]);

        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(
          (await download(`${REGISTER}?format=xlsx`)).rawPayload as unknown as ExcelJS.Buffer,
        );
        expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
          documentWords[language].documentControl,
          words.summary,
          words.register,
          words.plan,
          words.planned,
        ]);
        const sheet = (name: string) => workbook.getWorksheet(name) as ExcelJS.Worksheet;
        const values = (name: string, row: number) => (sheet(name).getRow(row).values as unknown[]).slice(1);
        expect(values(words.summary, 2)).toEqual([levels.critical, 1, 0]);
        expect(values(words.summary, 7)).toEqual([words.total, 3, 3]);
        expect(values(words.register, 2)).toEqual([
          flood.identifier,
          'Flood',
          expect.stringContaining('Database server'),
          4,
          5,
          20,
          levels.critical,
          `${backups.identifier} Backups, ${insurance.identifier} Insurance`,
          2,
          2,
          4,
          levels.low,
          texts.decisions.mitigate,
        ]);
        expect(sheet(words.register).views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
        const [, , , , due, expires] = values(words.plan, 2);
        expect(due).toEqual(new Date('2026-03-10T00:00:00Z'));
        expect(expires).toBeUndefined();
        expect(values(words.plan, 3)[5]).toEqual(new Date('2027-01-31T00:00:00Z'));
        expect(values(words.planned, 3)).toEqual([
          flood.identifier,
          insurance.identifier,
          'Insurance',
          expect.any(String),
          new Date('2026-04-01T00:00:00Z'),
        ]);
      }

      const entry = ['risk-matrices', companyId];
      expect(await exports()).toEqual(
        ['en-US', 'nb-NO'].flatMap((language) =>
          ['pdf', 'docx', 'xlsx'].map((format) => [
            ...entry,
            { document: 'risk-register', format, language },
          ]),
        ),
      );
      await speak('en-US');
    });

    it('refuses a format it does not know, and gives another company only its own scenarios', async () => {
      const wrong = await server.call(READER, 'GET', `${REGISTER}?format=bogus`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details?.[0]?.field ?? wrong.body).toContain('format');

      const theirs = await server.app.inject({
        url: `${REGISTER}?format=pdf&paper=Letter`,
        headers: { authorization: `Bearer ${await server.tokenOf(OTHER)}` },
      });
      expect(theirs.statusCode, theirs.body).toBe(200);
      const { pages } = await pdfPages(theirs.rawPayload);
      expect(pages[0]?.width).toBe(792);
      const text = pages.map((page) => page.text).join(' ');
      expect(text).toContain(riskDocumentWords['en-US'].noScenarios);
      expect(text).not.toContain('Flood');
    });
  });
}
