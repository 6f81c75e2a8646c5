import { type Audit, type AuditSnapshot, type Finding, fillWords } from '@praxis/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { documentWords, soaWords } from '../i18n/documents.js';
import { auditReportWords } from '../i18n/documents-audit.js';
import { auditGrantsRepository } from '../modules/audits/audits.grants.repository.js';
import { ADMIN, NEWCOMER, OTHER, USER } from '../test/accounts.js';
import { drivers, freshDatabase, type TestDatabase } from '../test/databases.js';
import { documentCalls, inOrder, pdfPages } from '../test/documents.js';
import { createAudit, createSpecification, userIdOf } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/server.js';

const en = auditReportWords['en-US'];
const nb = auditReportWords['nb-NO'];

// One server per database for the whole file: an audit with two snapshots and three findings, and one without.
for (const driver of drivers) {
  describe(`the audit report as a document [${driver}]`, () => {
    let server: TestServer;
    let database: TestDatabase;
    let companyId: string;
    let audit: Audit;
    let bare: Audit;
    let first: AuditSnapshot;
    let second: AuditSnapshot;
    let findings: Finding[];

    beforeAll(async () => {
      database = await freshDatabase(driver);
      server = await startTestServer(database);
      companyId = (await database.db.select().from(users).where(eq(users.email, USER)))[0]
        ?.companyId as string;
      const small = await createSpecification(server);
      const id = (code: string) => small.byCode(code).id;
      const userId = await userIdOf(server, USER);
      audit = await createAudit(server, [small.specification.id], {
        title: 'Certification 2026',
        kind: 'certification',
        scope: 'The whole company',
        periodStart: '2026-01-01',
        periodEnd: '2026-06-30',
        leadAuditorId: userId,
      });
      bare = await createAudit(server, [small.specification.id], { title: 'Internal' });
      const freeze = async () => {
        const frozen = await server.call(USER, 'POST', `/v2/audits/${audit.id}/snapshots`);
        expect(frozen.statusCode, frozen.body).toBe(201);
        return frozen.json() as AuditSnapshot;
      };
      first = await freeze();
      // A checkpoint past its deadline turns GV.1.2 red; PR.1 is declared not to apply.
      await server.call(USER, 'PUT', `/v2/requirements/${id('GV.1.2')}/checkpoints`, {
        deadlineDate: '2020-01-01',
      });
      await server.call(USER, 'PUT', `/v2/requirements/${id('PR.1')}/applicability`, {
        applicable: false,
        justification: 'No laptops',
      });
      second = await freeze();
      const record = async (body: Record<string, unknown>) => {
        const response = await server.call(USER, 'POST', `/v2/audits/${audit.id}/findings`, body);
        expect(response.statusCode, response.body).toBe(201);
        return response.json() as Finding;
      };
      const late = await record({
        kind: 'major-nonconformity',
        title: 'Backups never restored',
        requirementId: id('GV.1.2'),
        ownerId: userId,
        dueDate: '2020-02-01',
        correctiveAction: 'Restore a backup every quarter',
      });
      const later = await record({
        kind: 'observation',
        title: 'Policy owner unclear',
        dueDate: '2999-01-01',
      });
      const done = await record({ kind: 'opportunity', title: 'Automate key rotation' });
      for (const status of ['in-progress', 'ready-for-verification', 'closed']) {
        const moved = await server.call(ADMIN, 'POST', `/v2/findings/${done.id}/transitions`, {
          status,
          comment: 'Done',
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      findings = [late, later, done];
    });

    afterAll(async () => {
      await server?.close();
      await database?.dispose();
    });

    const calls = documentCalls(() => ({ server, database }), USER);
    const { speak, download } = calls;

    const report = (query: string, id = audit.id) => `/v2/audits/${id}/report?${query}`;

    const exports = async () =>
      (await calls.exportEvents()).map((event) => [event.entity, event.entityId, event.after]);

    it('prints the audit, the latest snapshot, its changes, the findings and the plan of action', async () => {
      const day = new Date().toISOString().slice(0, 10);
      const pdf = await download(report('format=pdf'));
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(
        `attachment; filename="certification-2026-audit-report-${day}.pdf"`,
      );
      const { pages, outline } = await pdfPages(pdf.rawPayload);
      pages.forEach((page, i) => {
        expect(page.text).toContain(
          fillWords(documentWords['en-US'].pageOf, { page: String(i + 1), pages: String(pages.length) }),
        );
      });
      expect(pages.flatMap((page) => page.fonts).every((font) => !font.missingFile)).toBe(true);
      expect(outline.map((item) => item.title)).toEqual([
        en.audit,
        en.snapshot,
        en.changes,
        en.findings,
        en.plan,
      ]);
      const text = pages.map((page) => page.text).join(' ');
      const statuses = soaWords['en-US'].statuses;
      expect(
        inOrder(text, [
          'Certification 2026',
          'Small spec',
          en.versionSealed(second.takenAt.slice(0, 10)),
          second.sha256,
          en.kinds.certification,
          'The whole company',
          en.period('2026-01-01', '2026-06-30'),
          // Sealed: PR.1 excluded, GV.1.2 not implemented (red), GV.1.1 not assessed.
          statuses.implemented,
          statuses['not-implemented'],
          statuses['not-assessed'],
          statuses.excluded,
          en.comparedWith(en.sealedOn(first.takenAt.slice(0, 10)), en.sealedOn(second.takenAt.slice(0, 10))),
          'GV.1.2 Backup policy',
          en.aspects.colour,
          documentWords['en-US'].colours.gray,
          documentWords['en-US'].colours.red,
          'PR.1 Encrypt laptops',
          en.aspects.applicability,
          // Findings by identifier, then the open ones the earliest due first.
          ...findings.flatMap((f) => [f.identifier, en.findingKinds[f.kind], f.title]),
          en.findingStatuses.closed,
          en.planCounts(2, 1),
          findings[0]?.identifier as string,
          'Restore a backup every quarter',
          en.overdue,
          findings[1]?.identifier as string,
        ]),
      ).toEqual([]);
      expect(text.slice(text.lastIndexOf(en.plan))).not.toContain(findings[2]?.identifier);

      const exported = (await exports()).at(-1);
      expect(exported).toEqual([
        'audits',
        audit.id,
        { document: 'audit-report', snapshotId: second.id, with: first.id, format: 'pdf', language: 'en-US' },
      ]);
    });

    it('writes Word in Norwegian and a workbook with a typed sheet per part', async () => {
      await speak('nb-NO');
      const docx = await download(report(`format=docx&snapshotId=${first.id}&with=today`));
      const files = unzipSync(new Uint8Array(docx.rawPayload));
      const document = strFromU8(files['word/document.xml'] as Uint8Array);
      expect(document).toContain('<w:pStyle w:val="Heading1"/>');
      expect(document).toContain('<w:tblHeader/>');
      const texts = [...document.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');
      expect(
        inOrder(texts, [
          nb.versionSealed(first.takenAt.slice(0, 10)),
          nb.audit,
          nb.kinds.certification,
          nb.snapshot,
          soaWords['nb-NO'].statuses['not-assessed'],
          nb.changes,
          nb.comparedWith(
            nb.sealedOn(first.takenAt.slice(0, 10)),
            nb.today(new Date().toISOString().slice(0, 10)),
          ),
          nb.findings,
          ...findings.map((f) => f.identifier),
          nb.findingStatuses.closed,
          nb.plan,
          nb.overdue,
        ]),
      ).toEqual([]);

      await speak('en-US');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        (await download(report('format=xlsx'))).rawPayload as unknown as ExcelJS.Buffer,
      );
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
        documentWords['en-US'].documentControl,
        'Small spec',
        en.changes,
        en.findings,
        en.plan,
      ]);
      const control = workbook.getWorksheet(documentWords['en-US'].documentControl) as ExcelJS.Worksheet;
      expect(control.getColumn(2).values).toEqual(
        expect.arrayContaining([second.sha256, en.kinds.certification, en.statuses.planned]),
      );
      const statuses = workbook.getWorksheet('Small spec') as ExcelJS.Worksheet;
      expect((statuses.getRow(7).values as unknown[]).slice(1)).toEqual([en.total, 3]);
      const listed = workbook.getWorksheet(en.findings) as ExcelJS.Worksheet;
      expect((listed.getRow(2).values as unknown[]).slice(1)).toEqual([
        findings[0]?.identifier,
        en.findingKinds['major-nonconformity'],
        'Backups never restored',
        'GV.1.2 Backup policy',
        en.findingStatuses.open,
        expect.any(String),
        new Date('2020-02-01T00:00:00Z'),
      ]);
      expect(listed.getRow(4).getCell(8).value).toBeInstanceOf(Date);
      expect(listed.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect((await exports()).slice(-2).map(([, , after]) => after)).toEqual([
        { document: 'audit-report', snapshotId: first.id, with: 'today', format: 'docx', language: 'nb-NO' },
        {
          document: 'audit-report',
          snapshotId: second.id,
          with: first.id,
          format: 'xlsx',
          language: 'en-US',
        },
      ]);
    });

    it('says plainly when there is no snapshot, and answers only those who may read the audit', async () => {
      const pdf = await download(report('format=pdf', bare.id));
      const text = (await pdfPages(pdf.rawPayload)).pages.map((page) => page.text).join(' ');
      const day = new Date().toISOString().slice(0, 10);
      expect(
        inOrder(text, [
          en.versionToday(day),
          en.noSnapshot(day),
          en.nothingSealed,
          en.noFindings,
          en.noOpenFindings,
        ]),
      ).toEqual([]);

      // An external auditor (the newcomer, made one) granted the audit takes its report, and no other audit's.
      const [newcomer] = await database.db
        .update(users)
        .set({ role: 'Auditor' })
        .where(eq(users.email, NEWCOMER))
        .returning();
      await auditGrantsRepository(database.db).insert({
        companyId,
        auditId: audit.id,
        userId: newcomer?.id as string,
        until: '2999-12-31',
        grantedBy: newcomer?.id as string,
      });
      await download(report('format=docx'), {}, NEWCOMER);
      expect((await server.call(NEWCOMER, 'GET', report('format=pdf', bare.id))).statusCode).toBe(404);
      expect((await server.call(OTHER, 'GET', report('format=pdf'))).statusCode).toBe(404);

      const elsewhere = await server.call(USER, 'GET', report(`format=pdf&snapshotId=${second.id}`, bare.id));
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().details).toEqual([
        expect.objectContaining({ field: 'querystring.snapshotId' }),
      ]);
      const wrong = await server.call(USER, 'GET', report('format=odt'));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details).toEqual([expect.objectContaining({ field: 'querystring.format' })]);
    });
  });
}
