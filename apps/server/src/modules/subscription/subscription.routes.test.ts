import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN, OTHER, READER, SECOND_ADMIN, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { startTestServer, type TestServer } from '../../test/server.js';

describeEachDatabase('subscription settings API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  it('turns service modules on and off; others read them', async () => {
    expect((await server.call(READER, 'GET', '/v1/Subscription/services')).json()).toEqual({
      specifications: true,
      toolbox: true,
      reports: true,
      auditLog: true,
    });
    const services = { specifications: true, toolbox: false, reports: true, auditLog: false };
    expect((await server.call(USER, 'PUT', '/v1/Subscription/services', services)).statusCode).toBe(403);
    expect((await server.call(ADMIN, 'PUT', '/v1/Subscription/services', services)).json()).toEqual(services);
    expect((await server.call(READER, 'GET', '/v1/Subscription/services')).json()).toEqual(services);
    // Another company's settings are its own.
    expect((await server.call(OTHER, 'GET', '/v1/Subscription/services')).json().toolbox).toBe(true);
    const partial = await server.call(ADMIN, 'PUT', '/v1/Subscription/services', { toolbox: true });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().details[0].field).toBe('body.specifications');
  });

  it('keeps the contact information, and the company name with it', async () => {
    const contact = {
      companyName: 'Demo Holding AS',
      address: 'Storgata 1',
      postalCode: '0155',
      city: 'Oslo',
      country: 'Norway',
      email: 'post@demo.example',
      phone: '22334455',
    };
    expect((await server.call(ADMIN, 'PUT', '/v1/Subscription/contact-info', contact)).json()).toEqual(
      contact,
    );
    expect((await server.call(READER, 'GET', '/v1/Subscription/contact-info')).json()).toEqual(contact);
    expect((await server.call(READER, 'GET', '/v1/Me')).json().company.name).toBe('Demo Holding AS');
  });

  it('validates contact information and changes nothing on a 400 or a 409', async () => {
    const before = (await server.call(ADMIN, 'GET', '/v1/Subscription/contact-info')).json();
    const base = {
      companyName: 'Demo AS',
      address: null,
      postalCode: null,
      city: null,
      country: null,
      email: null,
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, phone: '123' }, 'body.phone', '8-12 digits required'],
      [{ ...base, phone: null, email: 'nope' }, 'body.email', 'Invalid email'],
      [{ ...base, phone: null, companyName: 'AB' }, 'body.companyName', 'Short text, min 3 chars'],
    ];
    for (const [body, field, message] of cases) {
      const response = await server.call(ADMIN, 'PUT', '/v1/Subscription/contact-info', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`${field}: ${message}`);
    }
    const taken = await server.call(ADMIN, 'PUT', '/v1/Subscription/contact-info', {
      ...base,
      phone: null,
      companyName: 'other as',
    });
    expect(taken.statusCode).toBe(409);
    expect((await server.call(ADMIN, 'GET', '/v1/Subscription/contact-info')).json()).toEqual(before);
  });

  it('manages named environments per company', async () => {
    const created = await server.call(ADMIN, 'POST', '/v1/Subscription/environments', {
      name: 'Production',
      description: null,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const duplicate = await server.call(ADMIN, 'POST', '/v1/Subscription/environments', {
      name: 'production',
      description: null,
    });
    expect(duplicate.statusCode).toBe(409);
    await server.call(ADMIN, 'POST', '/v1/Subscription/environments', {
      name: 'Acceptance test',
      description: 'AT',
    });
    const renamed = await server.call(ADMIN, 'PUT', `/v1/Subscription/environments/${id}`, {
      name: 'Prod',
      description: 'Live',
    });
    expect(renamed.json()).toMatchObject({ id, name: 'Prod', description: 'Live' });
    const names = (await server.call(READER, 'GET', '/v1/Subscription/environments'))
      .json()
      .map((e: { name: string }) => e.name);
    expect(names).toEqual(['Acceptance test', 'Prod']);
    expect((await server.call(OTHER, 'GET', '/v1/Subscription/environments')).json()).toEqual([]);
    expect(
      (
        await server.call(OTHER, 'PUT', `/v1/Subscription/environments/${id}`, {
          name: 'X',
          description: null,
        })
      ).statusCode,
    ).toBe(404);
    expect((await server.call(OTHER, 'DELETE', `/v1/Subscription/environments/${id}`)).statusCode).toBe(404);
    expect((await server.call(USER, 'DELETE', `/v1/Subscription/environments/${id}`)).statusCode).toBe(403);
    expect((await server.call(ADMIN, 'DELETE', `/v1/Subscription/environments/${id}`)).statusCode).toBe(204);
    expect((await server.call(ADMIN, 'GET', '/v1/Subscription/environments')).json()).toHaveLength(1);
    const empty = await server.call(ADMIN, 'POST', '/v1/Subscription/environments', {
      name: '  ',
      description: null,
    });
    expect(empty.json().message).toBe('body.name: Field is required');
  });

  it('keeps cloud identifiers, validated, and never accepts a secret', async () => {
    const gcp = {
      organizationId: '123456789012',
      projectId: 'praxis-prod-01',
      serviceAccountEmail: 'audit@praxis-prod-01.iam.gserviceaccount.com',
    };
    expect((await server.call(ADMIN, 'PUT', '/v1/Subscription/google-cloud', gcp)).json()).toEqual(gcp);
    expect((await server.call(READER, 'GET', '/v1/Subscription/google-cloud')).json()).toEqual(gcp);
    const badProject = await server.call(ADMIN, 'PUT', '/v1/Subscription/google-cloud', {
      ...gcp,
      projectId: 'Bad_Project',
    });
    expect(badProject.json().details[0].field).toBe('body.projectId');
    const secret = await server.call(ADMIN, 'PUT', '/v1/Subscription/google-cloud', {
      ...gcp,
      privateKey: '-----BEGIN',
    });
    expect(secret.statusCode).toBe(400);

    const azure = {
      tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47',
      subscriptionId: 'c0ffee00-86f1-41af-91ab-2d7cd011db47',
      clientId: null,
    };
    expect((await server.call(ADMIN, 'PUT', '/v1/Subscription/azure', azure)).json()).toEqual(azure);
    const badTenant = await server.call(ADMIN, 'PUT', '/v1/Subscription/azure', {
      ...azure,
      tenantId: 'contoso',
    });
    expect(badTenant.json().details[0].field).toBe('body.tenantId');
    expect(
      (await server.call(ADMIN, 'PUT', '/v1/Subscription/azure', { ...azure, clientSecret: 'x' })).statusCode,
    ).toBe(400);
    expect((await server.call(ADMIN, 'GET', '/v1/Subscription/azure')).json()).toEqual(azure);
  });

  it('lists who administers the company', async () => {
    const admins = (await server.call(READER, 'GET', '/v1/Subscription/administrators')).json();
    expect(admins.map((u: { email: string }) => u.email).sort()).toEqual([ADMIN, SECOND_ADMIN].sort());
    const user = (await server.call(USER, 'GET', '/v1/Me')).json().user.id;
    await server.call(ADMIN, 'PUT', `/v1/Users/${user}`, { userType: 'Administrator' });
    const after = (await server.call(READER, 'GET', '/v1/Subscription/administrators')).json();
    expect(after.map((u: { email: string }) => u.email).sort()).toEqual([ADMIN, SECOND_ADMIN, USER].sort());
  });
});
