import { messageCodes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp } from '../test/app.js';
import { describeEachDatabase } from '../test/databases.js';

describeEachDatabase('message codes of error answers', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(database(), { DEMO: '0' });
    await app.ready();
  });
  afterAll(() => app.close());

  it('gives each refusal, and each field problem of a validation, its code with the English text', async () => {
    const unsigned = await app.inject({ method: 'GET', url: '/v1/Me' });
    expect(unsigned.json()).toMatchObject({
      status: 401,
      message: 'Sign in to continue: the request has no access token',
      messageCode: 'noAccessToken',
    });

    const invalid = await app.inject({
      method: 'POST',
      url: '/v1/setup',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(invalid.json()).toMatchObject({ status: 400, messageCode: 'invalidJson' });

    const refused = await app.inject({
      method: 'POST',
      url: '/v1/setup',
      payload: { email: 'ada.acme.example' },
    });
    const body = refused.json();
    expect(body.status).toBe(400);
    expect(body.details.length).toBeGreaterThan(0);
    for (const detail of [body, ...body.details]) expect(messageCodes).toContain(detail.messageCode);
    expect(body.details).toContainEqual({
      field: 'body.email',
      message: 'Invalid email',
      messageCode: 'invalidEmail',
    });
  });
});
