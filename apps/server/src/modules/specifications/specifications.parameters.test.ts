import type { RequirementParameter, SpecificationReport } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createSpecification } from '../../test/factories.js';
import { expectValidOscal } from '../../test/oscal-schema.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { catalog, fixture, importSpecification, MODERATE, XML_PROFILE } from '../../test/specifications.js';

type OscalControl = {
  id: string;
  params?: { id: string; values?: string[] }[];
  parts?: { prose?: string }[];
};

describeEachDatabase('parameters of a specification', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const ok = async (as: string, method: string, url: string, body?: unknown) => {
    const response = await server.call(as, method, url, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const refused = async (as: string, method: string, url: string, body?: unknown) => {
    const response = await server.call(as, method, url, body);
    return { status: response.statusCode, body: response.json() };
  };

  it('keeps 800-53 parameters, takes the company’s values, shows them everywhere and keeps them on re-import', async () => {
    const { specification, byCode } = await createSpecification(server, MODERATE, catalog(MODERATE));
    const ac1 = byCode('AC-1');
    const ac22 = byCode('AC-2(2)');
    const parameters = (id: string, as = READER): Promise<RequirementParameter[]> =>
      ok(as, 'GET', `/v2/requirements/${id}/parameters`);
    const url = (id: string, param: string) => `/v2/requirements/${id}/parameters/${param}`;

    // The statement marks where each parameter goes, and shows the catalog's label while nobody sets one.
    const view = await ok(READER, 'GET', `/v2/requirements/${ac1.id}/view`);
    expect(view.requirement.text).toContain('<span data-param="ac-01_odp.04">[Assignment: official]</span>');
    const listed: RequirementParameter[] = view.parameters;
    expect(listed.map((p) => p.id)).toEqual(expect.arrayContaining(['ac-01_odp.03', 'ac-01_odp.04']));
    expect(listed.find((p) => p.id === 'ac-01_odp.04')).toMatchObject({
      label: 'official',
      guidelines: 'an official to manage the access control policy and procedures is defined;',
      select: null,
      value: null,
      source: null,
    });
    expect(listed.find((p) => p.id === 'ac-01_odp.03')?.select).toEqual({
      howMany: 'one-or-more',
      choices: ['organization-level', 'mission/business process-level', 'system-level'],
    });
    const ac22Statement = (await ok(READER, 'GET', `/v2/requirements/${ac22.id}`)).text;
    expect(ac22Statement).toContain('[Selection: remove; disable]');

    // Text where the parameter has no selection; choices from its selection, answered in its order.
    const official = await ok(USER, 'PUT', url(ac1.id, 'ac-01_odp.04'), {
      text: 'Chief Information Security Officer',
    });
    expect(official).toMatchObject({ value: 'Chief Information Security Officer', source: 'company' });
    const levels = await ok(ADMIN, 'PUT', url(ac1.id, 'ac-01_odp.03'), {
      choices: ['system-level', 'organization-level'],
    });
    expect(levels).toMatchObject({
      company: { text: null, choices: ['organization-level', 'system-level'] },
      value: 'organization-level, system-level',
    });

    // Refusals: each names the field, writes nothing, and nobody outside the company learns anything.
    const cases = [
      [url(ac1.id, 'ac-01_odp.03'), { choices: ['galaxy-level'] }, 'body.choices', 'parameterChoice'],
      [url(ac1.id, 'ac-01_odp.03'), { text: 'system-level' }, 'body.text', 'parameterTakesChoices'],
      [url(ac1.id, 'ac-01_odp.04'), { choices: ['official'] }, 'body.choices', 'parameterTakesText'],
      [
        url(ac22.id, 'ac-02.02_odp.01'),
        { choices: ['remove', 'disable'] },
        'body.choices',
        'parameterOneChoice',
      ],
      [url(ac1.id, 'ac-01_odp.04'), { text: '  ' }, 'body.text', 'isEmpty'],
      [url(ac1.id, 'ac-01_odp.04'), {}, 'body.text', 'textOrChoices'],
    ] as const;
    for (const [path, body, field, code] of cases) {
      const { status, body: answer } = await refused(USER, 'PUT', path, body);
      expect(status, JSON.stringify(answer)).toBe(400);
      expect(answer.details).toEqual([expect.objectContaining({ field, messageCode: code })]);
    }
    expect((await refused(USER, 'PUT', url(ac1.id, 'ac-02_odp.01'), { text: 'x' })).status).toBe(404);
    expect((await refused(READER, 'PUT', url(ac1.id, 'ac-01_odp.04'), { text: 'x' })).status).toBe(403);
    expect((await refused(READER, 'DELETE', url(ac1.id, 'ac-01_odp.04'))).status).toBe(403);
    expect((await refused(OTHER, 'PUT', url(ac1.id, 'ac-01_odp.04'), { text: 'x' })).status).toBe(404);
    expect((await refused(OTHER, 'GET', `/v2/requirements/${ac1.id}/parameters`)).status).toBe(404);
    await ok(USER, 'PUT', url(ac22.id, 'ac-02.02_odp.01'), { choices: ['disable'] });

    // The report shows the values in effect, marking what the organisation has still to define.
    const report: SpecificationReport = await ok(
      READER,
      'GET',
      `/v2/specifications/${specification.id}/report`,
    );
    const reported = report.requirements.find((r) => r.id === ac1.id)?.text ?? '';
    expect(reported).toContain(
      '<span data-param="ac-01_odp.04" data-source="company">Chief Information Security Officer</span>',
    );
    expect(reported).toContain(
      '<span data-param="ac-01_odp.05" data-source="unset">[Assignment: frequency]</span>',
    );

    // CSV: the statement reads with the values, and a column lists them with their source.
    const csv = (await server.call(READER, 'GET', `/v2/specifications/${specification.id}/export?format=csv`))
      .body;
    expect(csv.split('\r\n')[0]).toMatch(/,"?parameters"?$/);
    const ac1Line = csv.split('\r\n').find((line) => line.startsWith('"AC-1"')) ?? '';
    expect(ac1Line).toContain('Designate an Chief Information Security Officer');
    expect(ac1Line).toContain('ac-01_odp.04: Chief Information Security Officer (company)');
    expect(ac1Line).toContain('ac-01_odp.03: organization-level, system-level (company)');

    // OSCAL: valid 1.2.1, the params carry the company's values and the prose inserts them.
    const oscal = await ok(READER, 'GET', `/v2/specifications/${specification.id}/export?format=oscal-json`);
    expectValidOscal('catalog', oscal);
    const controls = (oscal.catalog.groups as { controls?: OscalControl[] }[]).flatMap(
      (g) => g.controls ?? [],
    );
    const control = controls.find((c) => c.id === 'AC-1');
    expect(control?.params).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'ac-01_odp.04', values: ['Chief Information Security Officer'] }),
        expect.objectContaining({ id: 'ac-01_odp.03', values: ['organization-level', 'system-level'] }),
        expect.objectContaining({ id: 'ac-01_odp.05', label: 'frequency' }),
      ]),
    );
    expect(control?.parts?.[0]?.prose).toContain('Designate an {{ insert: param, ac-01_odp.04 }}');

    // The same catalog again keeps the specification, its elements and so the company's values.
    const again = await importSpecification(server, ADMIN, MODERATE, catalog(MODERATE));
    expect(again.statusCode, again.body).toBe(200);
    const kept = await parameters(ac1.id);
    expect(kept.find((p) => p.id === 'ac-01_odp.04')?.source).toBe('company');
    expect(kept.find((p) => p.id === 'ac-01_odp.03')?.value).toBe('organization-level, system-level');

    // A profile's set-parameters are the tailored specification's values, from the profile.
    const tailored = await importSpecification(server, ADMIN, XML_PROFILE, fixture(XML_PROFILE));
    expect(tailored.statusCode, tailored.body).toBe(201);
    const elements: { id: string; code: string }[] = await ok(
      READER,
      'GET',
      `/v2/specifications/${tailored.json().id}/elements`,
    );
    const tailoredAc2 = elements.find((e) => e.code === 'AC-2')?.id ?? '';
    expect((await parameters(tailoredAc2)).find((p) => p.id === 'ac-02_odp.01')).toMatchObject({
      defined: ['written approval of the system owner'],
      value: 'written approval of the system owner',
      source: 'profile',
    });

    // Cleared, the catalog's label is back; every change is in the audit log.
    expect(await ok(USER, 'DELETE', url(ac1.id, 'ac-01_odp.04'))).toMatchObject({
      company: null,
      source: null,
    });
    const audit = (await ok(ADMIN, 'GET', '/v1/audit?entity=parameter-values')).data;
    expect(audit).toHaveLength(4);
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entityId: ac1.id,
          before: {
            parameter: 'ac-01_odp.04',
            value: { text: 'Chief Information Security Officer', choices: null },
          },
          after: { parameter: 'ac-01_odp.04', value: null },
        }),
      ]),
    );
  });
});
