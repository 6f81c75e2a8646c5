import { createHash } from 'node:crypto';
import { type Item, specificationReportSchema } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, todayUtc } from '../modules/specifications/specifications.semaphore.js';
import { NEWCOMER, OTHER, READER, USER } from '../test/accounts.js';
import { describeEachDatabase } from '../test/databases.js';
import {
  createAsset,
  createControl,
  createEvidence,
  createExecution,
  createLabel,
  createSpecification,
} from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/server.js';

type Element = { id: string; legacyId: number; code: string; kind: string };

/** The schema with every object strict, so a field the presenters add by mistake fails the test. */
function strict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    return z.strictObject(
      Object.fromEntries(Object.entries(schema.shape).map(([k, v]) => [k, strict(v as z.ZodType)])),
    );
  }
  if (schema instanceof z.ZodArray) return z.array(strict(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return strict(schema.unwrap() as z.ZodType).nullable();
  return schema;
}

describeEachDatabase('specification report API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const get = async (url: string, as = READER) => {
    const response = await server.call(as, 'GET', url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };

  /** The small CSV with one requirement assessed in every way the report shows, one partly, one not at all. */
  async function assessed() {
    const { specification: spec, byCode } = await createSpecification(server);
    const [a, b, c] = ['GV.1.1', 'GV.1.2', 'PR.1'].map((code) => byCode(code).id) as [string, string, string];
    const today = todayUtc();
    const asset = await createAsset(server, { name: 'Mail server', class: 2 });
    const label = await createLabel(server, 'Privacy');
    await server.call(USER, 'PUT', `/v2/Requirements/${a}/labels`, { labelIds: [label.id] });
    const controls = [];
    const executions: Item[] = [];
    for (const name of ['Access review', 'Backups']) {
      const control = await createControl(server, { name, title: `${name}!` });
      const execution = await createExecution(server, control, asset);
      await server.call(USER, 'PUT', `/v2/executions/${execution.id}/checkpoints`, {
        implementedDate: addDays(today, -10),
        expiresDate: addDays(today, 300),
      });
      controls.push(control);
      executions.push(execution);
    }
    // A control without executions too.
    controls.push(await createControl(server, { name: 'Bare', title: 'Bare' }));
    for (const control of controls) {
      const linked = await server.call(USER, 'POST', `/v2/requirements/${a}/controls`, {
        controlId: control.id,
      });
      expect(linked.statusCode, linked.body).toBe(201);
    }
    await server.call(USER, 'POST', `/v2/requirements/${b}/controls`, {
      controlId: (controls[1] as Item).id,
    });
    await server.call(USER, 'PUT', `/v2/requirements/${a}/applicability`, {
      applicable: true,
      justification: 'We hold personal data',
    });
    await server.call(USER, 'PUT', `/v2/requirements/${c}/applicability`, { applicable: false });
    await server.call(USER, 'PUT', `/v2/requirements/${a}/checkpoints`, {
      deadlineDate: addDays(today, 20),
      implementedDate: addDays(today, -3),
    });
    await server.call(USER, 'PUT', `/v2/requirements/${b}/checkpoints`, { deadlineDate: addDays(today, -1) });
    for (const [id, classId, level] of [
      [a, 'Target', 5],
      [a, 'Current', 2],
      [b, 'Current', 3],
      [c, 'Current', 6],
    ] as const) {
      const created = await server.call(USER, 'POST', `/v2/requirements/${id}/maturities`, {
        classId,
        level,
        comment: `${classId} ${level}`,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const me = (await server.call(USER, 'GET', '/v1/Me')).json().user.id;
    const reader = (await server.call(READER, 'GET', '/v1/Me')).json().user.id;
    await server.call(USER, 'PUT', `/v2/Requirements/${a}/assignments`, { type: 1, userId: reader });
    await server.call(USER, 'PUT', `/v2/Requirements/${a}/assignments`, { type: 0, userId: me });
    await server.call(USER, 'PUT', `/v2/Requirements/${b}/assignments`, { type: 0, userId: me });
    for (const [id, documentClass] of [
      [a, 'Implementation'],
      [a, 'Guidance'],
      [b, 'Implementation'],
    ] as const) {
      const saved = await server.call(USER, 'POST', `/v2/requirements/${id}/documentations`, {
        class: documentClass,
        content: `<p>${documentClass} of ${id}</p>`,
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    // Evidence of a requirement itself, of an execution of a control linked to two requirements (its new
    // draft revision is the current one; the approved first one keeps the colour), and a rejected link,
    // all made through the evidence API.
    const file = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const policy = await createEvidence(
      server,
      { category: 'Requirements', id: a },
      { title: 'Access policy' },
      [
        {
          status: 'approved',
          effectiveDate: addDays(today, -30),
          expiresDate: addDays(today, 200),
          content: file,
          fileName: 'policy.pdf',
        },
      ],
    );
    const test = await createEvidence(
      server,
      { category: 'Executions', id: (executions[1] as Item).id },
      { title: 'Restore test' },
      [
        { status: 'approved', expiresDate: addDays(today, 300) },
        { status: 'draft', effectiveDate: addDays(today, -1) },
      ],
    );
    const ticket = await createEvidence(server, { category: 'Requirements', id: b }, { title: 'Ticket' }, [
      { status: 'rejected', url: 'https://tickets.example.com/42' },
    ]);
    const restoreTest = {
      id: test.id,
      ownerCategory: 'Executions',
      ownerId: (executions[1] as Item).id,
      title: 'Restore test',
      kind: 'file',
      fileName: 'Restore test.txt',
      url: null,
      sha256: createHash('sha256').update('Restore test, revision 2\n').digest('hex'),
      effectiveDate: addDays(today, -1),
      // Carried over from the first revision, as the API does for dates a new revision leaves out.
      expiresDate: addDays(today, 300),
      status: 'draft',
      revision: 2,
    };
    const evidence = [
      [
        {
          id: policy.id,
          ownerCategory: 'Requirements',
          ownerId: a,
          title: 'Access policy',
          kind: 'file',
          fileName: 'policy.pdf',
          url: null,
          sha256: createHash('sha256').update(file).digest('hex'),
          effectiveDate: addDays(today, -30),
          expiresDate: addDays(today, 200),
          status: 'approved',
          revision: 1,
        },
        restoreTest,
      ],
      [
        {
          id: ticket.id,
          ownerCategory: 'Requirements',
          ownerId: b,
          title: 'Ticket',
          kind: 'link',
          fileName: null,
          url: 'https://tickets.example.com/42',
          sha256: null,
          effectiveDate: null,
          expiresDate: null,
          status: 'rejected',
          revision: 1,
        },
        restoreTest,
      ],
      [],
    ];
    return { spec, evidence };
  }

  it('answers the whole report in the shapes of the single calls, the same in v1 and v2', async () => {
    const { spec, evidence } = await assessed();
    const elements: Element[] = await get(`/v2/specifications/${spec.id}/elements`);
    const report = await get(`/v2/specifications/${spec.id}/report`);
    // The route writes this answer with JSON.stringify, unchecked: the presenters alone keep it to the schema.
    expect(() => strict(specificationReportSchema).parse(report)).not.toThrow();
    expect(await get(`/v1/specifications/${spec.legacyId}/report`)).toEqual(report);

    expect(report.specification).toEqual(await get(`/v2/specifications/${spec.id}`));
    expect(report.elements).toEqual(elements);
    expect(report.maturityOverview).toEqual(await get(`/v2/specifications/${spec.id}/maturity-overview`));
    const requirements = elements.filter((e) => e.kind === 'requirement');
    expect(report.requirements.map((r: Element) => r.id)).toEqual(requirements.map((r) => r.id));
    for (const [index, requirement] of requirements.entries()) {
      for (const [v, ref] of [
        ['v2', requirement.id],
        ['v1', requirement.legacyId],
      ] as const) {
        const base = `/${v}/requirements/${ref}`;
        const single = await get(base);
        expect(report.requirements[index], `${requirement.code} ${v}`).toEqual({
          evidence: evidence[index],
          id: single.id,
          legacyId: single.legacyId,
          text: single.text,
          semaphore: single.semaphore,
          documentation: single.documentation,
          applicability: await get(`${base}/applicability`),
          checkpoints: await get(`${base}/checkpoints`),
          controls: await get(`${base}/controls`),
          maturities: await get(`${base}/maturities`),
          assignments: await get(`/${v}/Requirements/${ref}/assignments`),
          labels: single.labels,
        });
      }
    }
    // The fixture reaches every part: a report of empty lists would pass the comparison too.
    const first = report.requirements[0];
    expect(first.controls.map((c: { name: string }) => c.name)).toEqual(['Access review', 'Backups', 'Bare']);
    expect(first.controls[0].executions[0]).toMatchObject({ assetName: 'Mail server' });
    expect(first.maturities.map((m: { classId: string }) => m.classId)).toEqual(['Current', 'Target']);
    expect(first.assignments.map((a: { type: number }) => a.type)).toEqual([0, 1]);
    expect(first.labels.map((l: { name: string }) => l.name)).toEqual(['Privacy']);
    expect(first.documentation.map((d: { purpose: string }) => d.purpose)).toEqual([
      'authoritative',
      'internal',
      'internal',
    ]);
    expect(first.applicability).toEqual({ applicable: true, justification: 'We hold personal data' });
    expect(report.requirements.map((r: { semaphore: string }) => r.semaphore)).toEqual([
      'green',
      'red',
      'gray',
    ]);
  });

  it("is the company's own: another company's id answers 404, a Registered user 403, a bad id 400", async () => {
    const { specification: spec } = await createSpecification(server);
    expect((await server.call(OTHER, 'GET', `/v2/specifications/${spec.id}/report`)).statusCode).toBe(404);
    expect((await server.call(OTHER, 'GET', `/v1/specifications/${spec.legacyId}/report`)).statusCode).toBe(
      404,
    );
    expect((await server.call(NEWCOMER, 'GET', `/v2/specifications/${spec.id}/report`)).statusCode).toBe(403);
    expect((await server.call(undefined, 'GET', `/v2/specifications/${spec.id}/report`)).statusCode).toBe(
      401,
    );
    const bad = await server.call(READER, 'GET', '/v2/specifications/42/report');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toMatch(/^params/);
    expect((await server.call(READER, 'GET', '/v1/specifications/x/report')).statusCode).toBe(400);
    // Requirements nobody has assessed yet come with empty parts.
    const fresh = await get(`/v2/specifications/${spec.id}/report`);
    expect(fresh.requirements).toHaveLength(3);
    expect(fresh.requirements[0]).toMatchObject({
      semaphore: 'gray',
      applicability: { applicable: null, justification: null },
      checkpoints: { deadlineDate: null, implementedDate: null, expiresDate: null },
      controls: [],
      maturities: [],
      assignments: [],
      evidence: [],
    });
  });
});
