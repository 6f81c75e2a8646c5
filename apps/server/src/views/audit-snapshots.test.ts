import { randomUUID } from 'node:crypto';
import {
  type AuditSnapshot,
  type Comparison,
  comparisonSchema,
  type Occurrence,
  plusDays,
  type RequirementParameter,
  snapshotPartSchema,
  snapshotVerificationSchema,
  statementOfApplicabilitySchema,
} from '@praxis/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, auditSnapshotParts, users } from '../db/schema/index.js';
import { canonicalJson, sha256Hex } from '../lib/canonical-json.js';
import { auditGrantsRepository } from '../modules/audits/audits.grants.repository.js';
import { auditsRepository } from '../modules/audits/audits.repository.js';
import { todayUtc } from '../modules/specifications/specifications.semaphore.js';
import { ADMIN, NEWCOMER, OTHER, READER, USER } from '../test/accounts.js';
import { drivers, freshDatabase, type TestDatabase } from '../test/databases.js';
import { createControl, createEvidence, createSpecification } from '../test/factories.js';
import { expectValidOscal } from '../test/oscal-schema.js';
import { startTestServer, type TestServer } from '../test/server.js';
import { catalog, LOW, UNTITLED_CSV } from '../test/specifications.js';
import { auditSnapshotsRepository } from './audit-snapshots.repository.js';
import { yearUpTo } from './schedule-history.js';

// One server per database for the whole file: each test makes its own audits over the same specifications.
for (const driver of drivers) {
  describe(`sealed snapshots of audits [${driver}]`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let companyId: string;
    let small: Awaited<ReturnType<typeof createSpecification>>;
    let second: Awaited<ReturnType<typeof createSpecification>>;
    const id = (code: string) => small.byCode(code).id;

    beforeAll(async () => {
      database = await freshDatabase(driver);
      server = await startTestServer(database);
      const [user] = await database.db.select().from(users).where(eq(users.email, USER));
      companyId = user?.companyId as string;
      small = await createSpecification(server);
      second = await createSpecification(server, 'Second spec.csv', UNTITLED_CSV);
      const control = await createControl(server, { name: 'Access review' });
      await server.call(USER, 'POST', `/v2/requirements/${id('GV.1.1')}/controls`, { controlId: control.id });
      await server.call(USER, 'PUT', `/v2/requirements/${id('GV.1.1')}/applicability`, {
        applicable: true,
        justification: 'We hold personal data',
      });
      await createEvidence(server, { category: 'Requirements', id: id('GV.1.1') }, { title: 'Policy' }, [
        { status: 'approved' },
      ]);
    });

    afterAll(async () => {
      await server?.close();
      await database?.dispose();
    });

    /** An audit of the given specifications, written as the audits module writes one. */
    async function audit(
      specificationIds: string[],
      status: 'planned' | 'closed' = 'planned',
      dates: { auditDate?: string; periodStart?: string; periodEnd?: string } = {},
    ) {
      const audits = auditsRepository(database.db);
      const row = await audits.insert(companyId, {
        title: 'ISO 27001 surveillance',
        kind: 'surveillance',
        auditDate: '2026-12-01',
        status,
        ...dates,
      });
      await audits.setSpecifications(companyId, row.id, specificationIds);
      return row.id;
    }

    async function freeze(auditId: string, as = USER): Promise<AuditSnapshot> {
      const response = await server.call(as, 'POST', `/v2/audits/${auditId}/snapshots`);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    }

    const get = async (url: string, as = READER) => {
      const response = await server.call(as, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response;
    };

    async function compare(auditId: string, snapshotId: string, query: string): Promise<Comparison> {
      const response = await get(`/v2/audits/${auditId}/snapshots/${snapshotId}/compare?${query}`);
      return comparisonSchema.parse(response.json());
    }

    const changedCodes = (comparison: Comparison) =>
      comparison.changes.map((c) => [c.name.split(' ')[0], [...c.aspects].sort()]);

    it('exports a specification as sealed: the file of that day, the same every time', async () => {
      const auditId = await audit([small.specification.id]);
      const liveCsv = (await get(`/v2/specifications/${small.specification.id}/export?format=csv`)).body;
      const snapshot = await freeze(auditId);
      await server.call(USER, 'PUT', `/v2/requirements/${id('PR.1')}/checkpoints`, {
        implementedDate: '2026-01-02',
      });
      const exported = (format: string) =>
        `/v2/audits/${auditId}/snapshots/${snapshot.id}/export?specificationId=${small.specification.id}&format=${format}`;
      const csv = await get(exported('csv'));
      expect(csv.body).toBe(liveCsv);
      expect((await get(exported('csv'))).body).toBe(csv.body);
      expect((await get(`/v2/specifications/${small.specification.id}/export?format=csv`)).body).not.toBe(
        liveCsv,
      );
      // The specification is shared with the tests below, which expect PR.1 unassessed.
      await server.call(USER, 'PUT', `/v2/requirements/${id('PR.1')}/checkpoints`, { implementedDate: null });
      const oscal = (await get(exported('oscal-json'))).body;
      expect((await get(exported('oscal-json'))).body).toBe(oscal);
      expectValidOscal('catalog', JSON.parse(oscal));
      expect(JSON.parse(oscal).catalog.metadata['last-modified']).toBe(snapshot.takenAt);
      const refused = await server.call(READER, 'GET', exported('docx'));
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('format');
    });

    it('seals the state: the report as sealed stays byte for byte while the live state changes', async () => {
      const auditId = await audit([small.specification.id, second.specification.id]);
      const snapshot = await freeze(auditId);
      expect(snapshot.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(snapshot.requirementCount).toBe(7);
      expect(snapshot.evidenceCount).toBe(1);
      expect(snapshot.manifest.parts.map((p) => p.name).sort()).toEqual(['Second spec', 'Small spec']);
      expect((await get(`/v2/audits/${auditId}/snapshots/${snapshot.id}`)).json()).toEqual(snapshot);
      const [event] = await database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, snapshot.id));
      expect(event).toMatchObject({ entity: 'audit-snapshots', action: 'create' });

      const part = `/v2/audits/${auditId}/snapshots/${snapshot.id}/report?specificationId=${small.specification.id}`;
      const sealed = (await get(part)).body;
      const parsed = snapshotPartSchema.parse(JSON.parse(sealed));
      // The part's hash in the manifest is the SHA-256 of its canonical text, which anyone can recompute.
      const listed = snapshot.manifest.parts.find((p) => p.specificationId === small.specification.id);
      expect(listed?.sha256).toBe(sha256Hex(canonicalJson(JSON.parse(sealed))));
      expect(parsed.requirements.map((r) => r.id)).toEqual(['GV.1.1', 'GV.1.2', 'PR.1'].map(id));

      // Colour, applicability, maturity, a linked control and a new evidence revision change live.
      await server.call(USER, 'PUT', `/v2/requirements/${id('GV.1.2')}/checkpoints`, {
        deadlineDate: '2020-01-01',
      });
      await server.call(USER, 'POST', `/v2/requirements/${id('GV.1.2')}/maturities`, {
        classId: 'Target',
        level: 4,
      });
      await server.call(USER, 'PUT', `/v2/requirements/${id('PR.1')}/applicability`, {
        applicable: false,
        justification: 'No laptops',
      });
      const other = await createControl(server, { name: 'Encryption' });
      await server.call(USER, 'POST', `/v2/requirements/${id('GV.1.1')}/controls`, { controlId: other.id });
      const [evidence] = parsed.requirements[0]?.evidence ?? [];
      await createEvidence(server, { category: 'Requirements', id: id('GV.1.1') }, { title: 'Annex' }, [
        { status: 'draft' },
      ]);

      expect((await get(part)).body).toBe(sealed);
      // As stored, not only as this instance keeps it.
      const [stored] = await database.db
        .select({ content: auditSnapshotParts.content })
        .from(auditSnapshotParts)
        .where(
          and(
            eq(auditSnapshotParts.snapshotId, snapshot.id),
            eq(auditSnapshotParts.specificationId, small.specification.id),
          ),
        );
      expect(stored?.content).toBe(sealed);
      const live = (await get(`/v2/specifications/${small.specification.id}/report`)).body;
      expect(live).not.toBe(sealed);

      const soa = statementOfApplicabilitySchema.parse(
        (
          await get(
            `/v2/audits/${auditId}/snapshots/${snapshot.id}/soa?specificationId=${small.specification.id}`,
          )
        ).json(),
      );
      expect(soa.snapshot?.sha256).toBe(snapshot.sha256);
      expect(soa.rows.map((r) => [r.name, r.topic, r.depth, r.applicable, r.status])).toEqual([
        ['GV.1.1 Access policy', 'Govern', 1, true, expect.any(String)],
        ['GV.1.2 Backup policy', 'Govern', 1, true, 'not-assessed'],
        ['PR.1 Encrypt laptops', 'Protect', 0, true, 'not-assessed'],
      ]);
      expect(soa.rows[0]).toMatchObject({ justification: 'We hold personal data' });
      expect(soa.rows[0]?.controls.map((c) => c.name)).toEqual(['Access review']);
      const today = statementOfApplicabilitySchema.parse(
        (await get(`/v2/specifications/${small.specification.id}/soa`)).json(),
      );
      expect(today.snapshot).toBeNull();
      expect(today.rows[2]).toMatchObject({
        applicable: false,
        status: 'excluded',
        justification: 'No laptops',
      });

      const withToday = await compare(auditId, snapshot.id, 'with=today');
      expect(withToday.to.snapshotId).toBeNull();
      expect(changedCodes(withToday)).toEqual([
        ['GV.1.1', ['controls', 'evidence']],
        ['GV.1.2', ['colour', 'maturity']],
        ['PR.1', expect.arrayContaining(['applicability'])],
      ]);
      const gv11 = withToday.changes[0];
      expect(gv11?.before?.evidence).toEqual([
        { id: evidence?.id, title: 'Policy', revision: 1, sha256: evidence?.sha256 },
      ]);
      expect(gv11?.after?.controls).toHaveLength(2);
      const govern = small.byCode('GV').id;
      // Specifications by name, as the manifest lists them, and topics in tree order.
      expect(withToday.topics).toEqual([
        ...second.elements
          .filter((e) => e.parentId === null)
          .map((e) => ({
            specificationId: second.specification.id,
            topicId: e.id,
            name: e.name,
            requirements: 2,
            changed: 0,
          })),
        {
          specificationId: small.specification.id,
          topicId: govern,
          name: 'Govern',
          requirements: 2,
          changed: 2,
        },
        {
          specificationId: small.specification.id,
          topicId: small.byCode('PR').id,
          name: 'Protect',
          requirements: 1,
          changed: 1,
        },
      ]);
      expect(changedCodes(await compare(auditId, snapshot.id, 'with=today&aspect=evidence'))).toEqual([
        ['GV.1.1', ['controls', 'evidence']],
      ]);
      const inGovern = await compare(auditId, snapshot.id, `with=today&topicId=${govern}`);
      expect(changedCodes(inGovern).map(([code]) => code)).toEqual(['GV.1.1', 'GV.1.2']);
      const ofSecond = await compare(
        auditId,
        snapshot.id,
        `with=today&specificationId=${second.specification.id}`,
      );
      expect(ofSecond.changes).toEqual([]);

      // Two snapshots compare as the snapshot and today did; a requirement gone since shows a null side.
      const later = await freeze(auditId);
      const between = await compare(auditId, snapshot.id, `with=${later.id}`);
      expect(between.to).toEqual({ snapshotId: later.id, takenAt: later.takenAt });
      expect(between.changes).toEqual(withToday.changes);
      await server.call(ADMIN, 'DELETE', `/v2/specifications/${second.specification.id}`);
      const gone = await compare(auditId, later.id, 'with=today');
      expect(gone.changes.map((c) => [c.name.split(' ')[0], c.after])).toEqual(
        ['GV.1.1', 'GV.1.2', 'PR.1', 'PR.2'].map((code) => [code, null]),
      );
      expect(gone.changes[0]?.before).not.toBeNull();
      second = await createSpecification(server, 'Second spec.csv', UNTITLED_CSV);
    });

    it("seals the parameters' values in effect with each requirement", async () => {
      const low = await createSpecification(server, LOW, catalog(LOW));
      const ac1 = low.byCode('AC-1').id;
      const listed: RequirementParameter[] = (await get(`/v2/requirements/${ac1}/parameters`)).json();
      const free = listed.find((p) => p.select === null) as RequirementParameter;
      const put = (text: string) =>
        server.call(USER, 'PUT', `/v2/requirements/${ac1}/parameters/${free.id}`, { text });
      expect((await put('the security officer')).statusCode).toBe(200);
      const auditId = await audit([low.specification.id]);
      const snapshot = await freeze(auditId);
      const part = `/v2/audits/${auditId}/snapshots/${snapshot.id}/report?specificationId=${low.specification.id}`;
      const sealed = snapshotPartSchema.parse((await get(part)).json());
      const ofAc1 = sealed.parameters.find((p) => p.requirementId === ac1);
      expect(ofAc1?.parameters.find((p) => p.id === free.id)).toMatchObject({
        value: 'the security officer',
        source: 'company',
      });
      // Parameters come in tree order, one entry per requirement that has any.
      const order = sealed.requirements.map((r) => r.id);
      const positions = sealed.parameters.map((p) => order.indexOf(p.requirementId));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect((await put('the board')).statusCode).toBe(200);
      expect(snapshotPartSchema.parse((await get(part)).json())).toEqual(sealed);
    });

    it("seals the recurring work of the audit's period, or of the twelve months up to the freeze", async () => {
      const today = todayUtc();
      const day = (offset: number) => plusDays(today, offset);
      // Every thirty days from 200 days ago: 80, 50 and 20 days ago fall in the audit's period.
      const created = await server.call(USER, 'POST', `/v2/requirements/${id('PR.1')}/schedules`, {
        rule: 'FREQ=DAILY;INTERVAL=30',
        startsOn: day(-200),
      });
      expect(created.statusCode, created.body).toBe(201);
      const planned: Occurrence[] = (
        await get(`/v2/schedules/${created.json().id}/occurrences?from=${day(-200)}&to=${day(0)}`)
      ).json();
      for (const dueIn of [-200, -50]) {
        const occurrence = planned.find((o) => o.dueOn === day(dueIn));
        const done = await server.call(USER, 'POST', `/v2/occurrences/${occurrence?.id}/complete`, {
          doneOn: day(dueIn),
        });
        expect(done.statusCode, done.body).toBe(200);
      }
      const inPeriod = await audit([small.specification.id], 'planned', {
        periodStart: day(-100),
        periodEnd: day(-10),
      });
      const snapshot = await freeze(inPeriod);
      expect(snapshot.manifest).toMatchObject({ format: 2, period: { from: day(-100), to: day(-10) } });
      const sealed = snapshotPartSchema.parse(
        (
          await get(
            `/v2/audits/${inPeriod}/snapshots/${snapshot.id}/report?specificationId=${small.specification.id}`,
          )
        ).json(),
      );
      expect(sealed.recurringWork).toMatchObject({
        from: day(-100),
        to: day(-10),
        asOf: today,
        totals: { due: 3, onTime: 1, missed: 2, late: 0, skipped: 0, open: 0 },
        byRequirement: [{ id: id('PR.1'), counts: { due: 3 } }],
      });
      expect((await get(`/v2/audits/${inPeriod}/snapshots/${snapshot.id}/verify`)).json().matches).toBe(true);

      const unset = await audit([small.specification.id], 'planned', { auditDate: day(30) });
      const year = (await freeze(unset)).manifest.period;
      expect(year).toEqual(yearUpTo(today));
    });

    it('still verifies and reads a snapshot sealed in format 1, before recurring work was sealed', async () => {
      const auditId = await audit([small.specification.id]);
      const { recurringWork: _left, ...assessment } = (
        await get(`/v2/specifications/${small.specification.id}/report`)
      ).json();
      const content = canonicalJson({ ...assessment, parameters: [] });
      const manifest = canonicalJson({
        format: 1,
        auditId,
        companyId,
        takenAt: '2025-11-03T09:00:00.000Z',
        takenBy: null,
        parts: [
          {
            specificationId: small.specification.id,
            name: 'Small spec',
            requirementCount: assessment.requirements.length,
            evidenceCount: 1,
            sha256: sha256Hex(content),
          },
        ],
      });
      const snapshotId = randomUUID();
      await auditSnapshotsRepository(database.db).insert(
        {
          id: snapshotId,
          companyId,
          auditId,
          takenAt: new Date('2025-11-03T09:00:00.000Z'),
          takenBy: null,
          manifest,
          sha256: sha256Hex(manifest),
          requirementCount: assessment.requirements.length,
          evidenceCount: 1,
        },
        [{ specificationId: small.specification.id, content, sha256: sha256Hex(content) }],
      );
      const base = `/v2/audits/${auditId}/snapshots/${snapshotId}`;
      expect(snapshotVerificationSchema.parse((await get(`${base}/verify`)).json())).toMatchObject({
        matches: true,
        sealedSha256: sha256Hex(manifest),
        parts: [{ matches: true }],
      });
      expect((await get(base)).json().manifest.format).toBe(1);
      const sealed = await get(`${base}/report?specificationId=${small.specification.id}`);
      expect(sealed.body).toBe(content);
      expect(snapshotPartSchema.parse(sealed.json()).recurringWork).toBeUndefined();
    });

    it('finds a tampered part and refuses every write to a snapshot', async () => {
      const auditId = await audit([small.specification.id]);
      const snapshot = await freeze(auditId);
      const verify = async () =>
        snapshotVerificationSchema.parse(
          (await get(`/v2/audits/${auditId}/snapshots/${snapshot.id}/verify`)).json(),
        );
      const intact = await verify();
      expect(intact).toMatchObject({
        matches: true,
        sealedSha256: snapshot.sha256,
        computedSha256: snapshot.sha256,
      });
      expect(intact.parts).toEqual([
        expect.objectContaining({
          specificationId: small.specification.id,
          name: 'Small spec',
          matches: true,
        }),
      ]);

      for (const method of ['PUT', 'DELETE']) {
        const response = await server.call(
          USER,
          method,
          `/v2/audits/${auditId}/snapshots/${snapshot.id}`,
          {},
        );
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toMatchObject({ messageCode: 'snapshotSealed' });
      }
      expect(
        (await server.call(READER, 'DELETE', `/v2/audits/${auditId}/snapshots/${snapshot.id}`)).statusCode,
      ).toBe(403);
      await expect(
        database.db.execute(
          sql`update audit_snapshot_parts set content = '{}' where snapshot_id = ${snapshot.id}`,
        ),
      ).rejects.toThrow();
      await expect(
        database.db.execute(sql`update audit_snapshots set sha256 = 'x' where id = ${snapshot.id}`),
      ).rejects.toThrow();

      // Past the trigger, as someone with the database's owner rights could.
      await database.db.execute(
        sql`alter table audit_snapshot_parts disable trigger audit_snapshot_parts_sealed`,
      );
      await database.db.execute(
        sql`update audit_snapshot_parts set content = replace(content, 'Access policy', 'Access Policy')
          where snapshot_id = ${snapshot.id}`,
      );
      await database.db.execute(
        sql`alter table audit_snapshot_parts enable trigger audit_snapshot_parts_sealed`,
      );
      const tampered = await verify();
      expect(tampered.matches).toBe(false);
      // The manifest itself is untouched; the part that changed is named.
      expect(tampered.computedSha256).toBe(snapshot.sha256);
      expect(tampered.parts).toEqual([
        expect.objectContaining({
          specificationId: small.specification.id,
          name: 'Small spec',
          matches: false,
        }),
      ]);
    });

    it('answers only within the audit: access, closed audits, other specifications and companies', async () => {
      const auditId = await audit([small.specification.id]);
      const snapshot = await freeze(auditId);
      const base = `/v2/audits/${auditId}/snapshots/${snapshot.id}`;
      expect((await server.call(READER, 'POST', `/v2/audits/${auditId}/snapshots`)).statusCode).toBe(403);
      expect((await server.call(OTHER, 'GET', base)).statusCode).toBe(404);
      expect((await server.call(OTHER, 'POST', `/v2/audits/${auditId}/snapshots`)).statusCode).toBe(404);
      expect(
        (await server.call(OTHER, 'GET', `/v2/specifications/${small.specification.id}/soa`)).statusCode,
      ).toBe(404);
      const elsewhere = await audit([small.specification.id]);
      expect(
        (await server.call(READER, 'GET', `/v2/audits/${elsewhere}/snapshots/${snapshot.id}`)).statusCode,
      ).toBe(404);
      const notInAudit = await server.call(
        READER,
        'GET',
        `${base}/report?specificationId=${second.specification.id}`,
      );
      expect(notInAudit.statusCode).toBe(404);
      expect(notInAudit.json()).toMatchObject({ messageCode: 'specificationNotInAudit' });
      const unknown = await server.call(READER, 'GET', `${base}/compare?with=${auditId}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().details).toEqual([expect.objectContaining({ field: 'querystring.with' })]);
      const bad = await server.call(READER, 'GET', `${base}/compare?with=yesterday`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([expect.objectContaining({ field: 'querystring.with' })]);

      // An external auditor (the newcomer, made one) granted this audit reads its snapshots and nothing else.
      const [newcomer] = await database.db
        .update(users)
        .set({ role: 'Auditor' })
        .where(eq(users.email, NEWCOMER))
        .returning();
      await auditGrantsRepository(database.db).insert({
        companyId,
        auditId,
        userId: newcomer?.id as string,
        until: '2999-12-31',
        grantedBy: newcomer?.id as string,
      });
      expect((await server.call(NEWCOMER, 'GET', `${base}/verify`)).json()).toMatchObject({ matches: true });
      const theirs = await freeze(elsewhere);
      for (const url of [
        `/v2/audits/${elsewhere}/snapshots/${theirs.id}`,
        `/v2/specifications/${small.specification.id}/soa`,
        `${base}/compare?with=${theirs.id}`,
      ]) {
        expect((await server.call(NEWCOMER, 'GET', url)).statusCode, url).toBe(404);
      }
      expect((await server.call(READER, 'GET', `${base}/compare?with=${theirs.id}`)).statusCode).toBe(200);
      expect((await server.call(NEWCOMER, 'POST', `/v2/audits/${auditId}/snapshots`)).statusCode).toBe(404);

      const closed = await audit([small.specification.id], 'closed');
      const refused = await server.call(USER, 'POST', `/v2/audits/${closed}/snapshots`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ messageCode: 'frozenAuditClosed' });
    });
  });
}
