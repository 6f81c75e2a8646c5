import type { Mapping, MappingImportResult, RequirementMapping } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { apiDocument } from '../../test/api-document.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createMapping, createSpecification } from '../../test/factories.js';
import { importMappings } from '../../test/mappings.js';
import { expectValidOscal } from '../../test/oscal-schema.js';
import { startTestServer, type TestServer } from '../../test/server.js';

describeEachDatabase('mappings API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  /** Two small specifications with the same codes: 'Policy A' maps to 'Policy B'. */
  async function twoSpecifications() {
    const a = await createSpecification(server, 'Policy A.csv');
    const b = await createSpecification(server, 'Policy B.csv');
    return { a, b };
  }

  const auditOf = async (entity: string) =>
    (await server.call(ADMIN, 'GET', `/v1/audit?entity=${entity}`)).json().data as {
      action: string;
      entityId: string;
    }[];

  it('users and administrators map, edit and remove; readers read both directions', async () => {
    const { a, b } = await twoSpecifications();
    const source = a.byCode('GV.1.1');
    const target = b.byCode('GV.1.2');
    const made = await createMapping(server, {
      sourceId: source.id,
      targetId: target.id,
      relationship: 'subset-of',
      strength: 7,
      rationale: '  Backups are a part of access policy here. ',
    });
    expect(made).toMatchObject({
      source: { id: source.id, code: 'GV.1.1', name: 'Access policy', specificationName: 'Policy A' },
      target: { id: target.id, code: 'GV.1.2', name: 'Backup policy', specificationName: 'Policy B' },
      relationship: 'subset-of',
      strength: 7,
      rationale: 'Backups are a part of access policy here.',
      origin: 'manual',
      collection: null,
      createdBy: { id: expect.any(String), name: expect.any(String) },
    });
    const list = (
      await server.call(
        READER,
        'GET',
        `/v2/mappings?source=${a.specification.id}&target=${b.specification.id}`,
      )
    ).json();
    expect(list).toEqual([made]);
    const reverse = await server.call(
      READER,
      'GET',
      `/v2/mappings?source=${b.specification.id}&target=${a.specification.id}`,
    );
    expect(reverse.json()).toEqual([]);
    const from = (await server.call(READER, 'GET', `/v2/requirements/${source.id}/mappings`)).json();
    expect(from.map((m: RequirementMapping) => [m.id, m.direction])).toEqual([[made.id, 'to']]);
    const to = (await server.call(READER, 'GET', `/v2/requirements/${target.id}/mappings`)).json();
    expect(to.map((m: RequirementMapping) => [m.id, m.direction])).toEqual([[made.id, 'from']]);

    const edited = await server.call(ADMIN, 'PUT', `/v2/mappings/${made.id}`, {
      relationship: 'equivalent-to',
      strength: null,
      rationale: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ relationship: 'equivalent-to', strength: null, rationale: null });
    expect((await server.call(READER, 'GET', `/v2/mappings/${made.id}`)).json()).toEqual(edited.json());

    expect((await server.call(USER, 'DELETE', `/v2/mappings/${made.id}`)).statusCode).toBe(204);
    expect((await server.call(USER, 'DELETE', `/v2/mappings/${made.id}`)).statusCode).toBe(404);
    expect((await server.call(READER, 'GET', `/v2/requirements/${source.id}/mappings`)).json()).toEqual([]);
    expect((await auditOf('mappings')).map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('readers may not write, and refused writes change nothing', async () => {
    const { a, b } = await twoSpecifications();
    const body = {
      sourceId: a.byCode('GV.1.1').id,
      targetId: b.byCode('GV.1.1').id,
      relationship: 'equal-to',
    } as const;
    expect((await server.call(READER, 'POST', '/v2/mappings', body)).statusCode).toBe(403);
    const made = await createMapping(server, body);
    const change = { relationship: 'no-relationship' };
    expect((await server.call(READER, 'PUT', `/v2/mappings/${made.id}`, change)).statusCode).toBe(403);
    expect((await server.call(READER, 'DELETE', `/v2/mappings/${made.id}`)).statusCode).toBe(403);
    expect((await importMappings(server, READER, 'm.csv', 'x')).statusCode).toBe(403);
    expect((await server.call(READER, 'GET', `/v2/mappings/${made.id}`)).json()).toEqual(made);
  });

  it('refuses bad input with 400 naming the field, a mapped pair with 409, and writes nothing', async () => {
    const { a, b } = await twoSpecifications();
    const sourceId = a.byCode('GV.1.1').id;
    const targetId = b.byCode('GV.1.1').id;
    const valid = { sourceId, targetId, relationship: 'subset-of' } as const;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...valid, relationship: 'same-as' }, 400, 'body.relationship'],
      [{ sourceId, targetId }, 400, 'body.relationship'],
      [{ ...valid, strength: 11 }, 400, 'body.strength'],
      [{ ...valid, strength: -1 }, 400, 'body.strength'],
      [{ ...valid, strength: 2.5 }, 400, 'body.strength'],
      [{ ...valid, strength: '5' }, 400, 'body.strength'],
      [{ ...valid, rationale: 'x'.repeat(5001) }, 400, 'body.rationale'],
      [{ ...valid, sourceId: undefined }, 400, 'body.sourceId'],
      [{ ...valid, targetId: 'GV.1.1' }, 400, 'body.targetId'],
      [{ ...valid, origin: 'imported' }, 400, 'body'],
      [{ ...valid, targetId: sourceId }, 400, 'body.targetId'],
      // A topic is no requirement; an unknown id is none of the company's.
      [{ ...valid, sourceId: a.byCode('GV').id }, 404, 'body.sourceId'],
      [{ ...valid, targetId: '00000000-0000-4000-8000-000000000000' }, 404, 'body.targetId'],
    ];
    for (const [body, status, field] of cases) {
      const response = await server.call(USER, 'POST', '/v2/mappings', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().details[0].field, JSON.stringify(body)).toBe(field);
    }
    const made = await createMapping(server, valid);
    const twice = await server.call(USER, 'POST', '/v2/mappings', { ...valid, relationship: 'equal-to' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().details[0].field).toBe('body.targetId');
    // The other direction is another mapping.
    await createMapping(server, { ...valid, sourceId: targetId, targetId: sourceId });

    const badUpdate = await server.call(USER, 'PUT', `/v2/mappings/${made.id}`, {
      relationship: 'equal-to',
      strength: 12,
    });
    expect(badUpdate.statusCode).toBe(400);
    expect(badUpdate.json().details[0].field).toBe('body.strength');
    expect((await server.call(USER, 'GET', `/v2/mappings/${made.id}`)).json()).toEqual(made);
    for (const [query, field] of [
      [`target=${b.specification.id}`, 'querystring.source'],
      [`source=${a.specification.id}`, 'querystring.target'],
      [`source=x&target=${b.specification.id}`, 'querystring.source'],
      [`source=${a.specification.id}&target=${b.specification.id}&extra=1`, 'querystring'],
    ]) {
      const response = await server.call(READER, 'GET', `/v2/mappings?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details[0].field, query).toBe(field);
    }
    const unknownSpecification = await server.call(
      READER,
      'GET',
      `/v2/mappings?source=${a.specification.id}&target=00000000-0000-4000-8000-000000000000`,
    );
    expect(unknownSpecification.statusCode).toBe(404);
    expect(unknownSpecification.json().details[0].field).toBe('querystring.target');
    expect((await server.call(READER, 'GET', '/v2/mappings/not-a-uuid')).statusCode).toBe(400);
    expect((await auditOf('mappings')).length).toBe(2);
  });

  it("answers another company's mappings, requirements and specifications with 404", async () => {
    const { a, b } = await twoSpecifications();
    const made = await createMapping(server, {
      sourceId: a.byCode('GV.1.1').id,
      targetId: b.byCode('GV.1.1').id,
      relationship: 'equivalent-to',
    });
    const calls: [string, string, unknown?][] = [
      ['GET', `/v2/mappings/${made.id}`],
      ['PUT', `/v2/mappings/${made.id}`, { relationship: 'equal-to' }],
      ['DELETE', `/v2/mappings/${made.id}`],
      ['GET', `/v2/requirements/${made.source.id}/mappings`],
      ['GET', `/v2/mappings?source=${a.specification.id}&target=${b.specification.id}`],
      ['GET', `/v2/mappings/export?source=${a.specification.id}&target=${b.specification.id}&format=csv`],
      [
        'POST',
        '/v2/mappings',
        { sourceId: made.source.id, targetId: made.target.id, relationship: 'equal-to' },
      ],
    ];
    for (const [method, url, body] of calls) {
      const response = await server.call(OTHER, method as 'GET', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await server.call(OTHER, 'GET', '/v2/mappings/collections')).json()).toEqual([]);
    // Another company's CSV that names our specifications finds none of them.
    const csv = `source_spec,source_code,target_spec,target_code,relationship,strength,rationale\nPolicy A,GV.1.2,Policy B,GV.1.2,equal-to,,\n`;
    const asked: MappingImportResult = (await importMappings(server, OTHER, 'm.csv', csv)).json();
    expect(asked).toMatchObject({
      created: 0,
      unmatched: [
        { href: 'Policy A', roles: ['source'], maps: 1 },
        { href: 'Policy B', roles: ['target'], maps: 1 },
      ],
    });
    const imported: MappingImportResult = (await importMappings(server, OTHER, 'm.csv', csv, {})).json();
    expect(imported).toMatchObject({
      created: 0,
      waiting: [{ catalog: 'Policy A', role: 'source', maps: 1 }],
      unmatched: [],
    });
    expect((await server.call(USER, 'GET', `/v2/mappings/${made.id}`)).json()).toEqual(made);
  });

  it('exports CSV and OSCAL that import again as they were', async () => {
    const { a, b } = await twoSpecifications();
    const pairs: [string, string, Mapping['relationship'], number | null, string | null][] = [
      ['GV.1.1', 'GV.1.1', 'equivalent-to', 10, 'Same words, "quoted", and a comma'],
      ['GV.1.1', 'GV.1.2', 'intersects-with', null, '=SUM(A1) is text, not a formula'],
      ['GV.1.2', 'PR.1', 'no-relationship', 0, null],
    ];
    for (const [from, to, relationship, strength, rationale] of pairs) {
      await createMapping(server, {
        sourceId: a.byCode(from).id,
        targetId: b.byCode(to).id,
        relationship,
        strength,
        rationale,
      });
    }
    const query = `source=${a.specification.id}&target=${b.specification.id}`;
    const before: Mapping[] = (await server.call(READER, 'GET', `/v2/mappings?${query}`)).json();
    const decisions = (list: Mapping[]) =>
      list.map((m) => [m.source.code, m.target.code, m.relationship, m.strength, m.rationale]);
    expect(decisions(before)).toEqual(pairs);

    const csv = await server.app.inject({
      url: `/v2/mappings/export?${query}&format=csv`,
      headers: { authorization: `Bearer ${await server.tokenOf(READER)}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="policy-a-to-policy-b.csv"');
    expect(csv.body.split('\r\n')[0]).toBe(
      'source_spec,source_code,target_spec,target_code,relationship,strength,rationale',
    );
    const oscal = await server.call(READER, 'GET', `/v2/mappings/export?${query}&format=oscal-json`);
    expect(oscal.statusCode).toBe(200);
    expectValidOscal('mapping', oscal.json());
    const collection = oscal.json()['mapping-collection'];
    expect(collection.metadata).toMatchObject({ title: 'Policy A to Policy B', 'oscal-version': '1.2.1' });
    expect(collection.provenance['mapping-description']).toBe(
      'Every mapping recorded in Praxis from the requirements of Policy A to those of Policy B, one map for each pair of requirements.',
    );
    expect(collection.mappings[0]['source-resource']).toEqual({ type: 'catalog', href: 'Policy%20A.csv' });
    expect(collection.mappings[0].maps.map((m: { relationship: string }) => m.relationship)).toEqual(
      pairs.map((p) => p[2]),
    );

    for (const [fileName, body, format] of [
      ['mappings.csv', csv.body, 'csv'],
      ['mappings.json', oscal.body, 'oscal-json'],
    ] as const) {
      for (const m of before) await server.call(USER, 'DELETE', `/v2/mappings/${m.id}`);
      const imported = await importMappings(server, USER, fileName, body);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toMatchObject({
        format,
        maps: 3,
        created: 3,
        updated: 0,
        removed: 0,
        keptManual: 0,
        waiting: [],
        unknownControls: [],
      });
      const after: Mapping[] = (await server.call(READER, 'GET', `/v2/mappings?${query}`)).json();
      expect(decisions(after), format).toEqual(pairs);
      expect(after.every((m) => m.origin === 'imported')).toBe(true);
      before.splice(0, before.length, ...after);
    }

    // OSCAL has no collection of no maps: the other direction has none to export, but its CSV is a header.
    const reverse = `source=${b.specification.id}&target=${a.specification.id}`;
    const none = await server.call(READER, 'GET', `/v2/mappings/export?${reverse}&format=oscal-json`);
    expect(none.statusCode).toBe(404);
    expect(none.json().details).toEqual([
      {
        field: 'querystring.target',
        messageCode: 'nothingMapped',
        messageParams: { source: 'Policy B', target: 'Policy A' },
        message:
          'Nothing is mapped from Policy B to Policy A: an OSCAL mapping-collection holds at least one mapping',
      },
    ]);
    const header = await server.call(READER, 'GET', `/v2/mappings/export?${reverse}&format=csv`);
    expect(header.body).toBe(`${csv.body.split('\r\n')[0]}\r\n`);
  });

  it('refuses a broken mapping file with 400 naming the place, and writes nothing', async () => {
    await twoSpecifications();
    const header = 'source_spec,source_code,target_spec,target_code,relationship,strength,rationale';
    const good = 'Policy A,GV.1.1,Policy B,GV.1.1,equal-to,5,ok';
    const cases: [string, string][] = [
      [`code,name\n${good}`, 'line 1: expected the header'],
      [`${header}\n${good}\nPolicy A,GV.1.2,Policy B,GV.1.2,same,,`, 'line 3: relationship "same"'],
      [`${header}\n${good}\nPolicy A,GV.1.2,Policy B,GV.1.2,equal-to,11,`, 'line 3: strength "11"'],
      [`${header}\nPolicy A,,Policy B,GV.1.2,equal-to,,`, 'line 2: source_code is empty'],
      ['{"catalog": {}}', 'root: expected an OSCAL mapping-collection'],
      [
        '{"mapping-collection": {"uuid": "u", "metadata": {"title": "T"}, "mappings": [{"maps": []}]}}',
        'mappings[0].source-resource: missing',
      ],
      ['{"mapping-collection": {', 'line 1: malformed JSON'],
      ['just words', 'root: the file is neither'],
    ];
    for (const [content, message] of cases) {
      const response = await importMappings(server, USER, 'bad', content);
      expect(response.statusCode, content).toBe(400);
      expect(response.json().message, content).toContain(message);
      expect(response.json().details[0].field).toBe('file');
    }
    const empty = await importMappings(server, USER, 'm.csv', '');
    expect(empty.statusCode).toBe(400);
    expect((await auditOf('mappings')).length).toBe(0);
  });

  it('lists every mappings route in the OpenAPI document', async () => {
    const doc = await apiDocument(server);
    const methods = (path: string) => Object.keys(doc.paths[path] ?? {}).sort();
    expect(methods('/v2/mappings')).toEqual(['get', 'post']);
    expect(methods('/v2/mappings/{id}')).toEqual(['delete', 'get', 'put']);
    expect(methods('/v2/mappings/import')).toEqual(['post']);
    expect(methods('/v2/mappings/export')).toEqual(['get']);
    expect(methods('/v2/mappings/collections')).toEqual(['get']);
    expect(methods('/v2/requirements/{id}/mappings')).toEqual(['get']);
    expect(doc.paths['/v2/mappings'].post.tags).toEqual(['mappings']);
    const form = doc.paths['/v2/mappings/import'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(['file', 'resources']);
    expect(form.required).toEqual(['file']);
  });
});
