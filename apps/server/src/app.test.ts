import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { documentContentTypes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT } from './app.js';
import { testApp } from './test/app.js';
import { freshDatabase, type TestDatabase } from './test/databases.js';

let database: TestDatabase;
let app: FastifyInstance;
let webDir: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await freshDatabase('pglite');
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Praxis</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log("praxis")');
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  app = await testApp(database, { LOG_LEVEL: 'info' }, { webDir, logger: { stream } });
  // A route of the shape every API route has, to drive the error paths that need a body.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/Echo',
    {
      config: { access: 'public' },
      schema: { body: z.object({ name: z.string().min(3), count: z.number().int() }).strict() },
    },
    async (request) => request.body,
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('health and configuration', () => {
  it('answers liveness and readiness', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('serves the runtime configuration', async () => {
    const response = await app.inject('/config.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      apiBaseUrl: 'http://localhost:3000',
      apiVersion: 2,
      oidc: {
        authority: 'http://localhost:3000/oidc',
        clientId: expect.any(String),
        scope: expect.any(String),
      },
    });
  });

  it('documents the API as OpenAPI 3.1 with a browsable viewer', async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/config.json']));
    expect(
      doc.paths['/config.json'].get.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('oidc');
    // A route that answers documents only claims no JSON; one that answers either claims both.
    expect(Object.keys(doc.paths['/v2/audits/{id}/report'].get.responses['200'].content)).toEqual(
      Object.values(documentContentTypes),
    );
    expect(Object.keys(doc.paths['/v2/specifications/{id}/soa'].get.responses['200'].content)).toEqual([
      'application/json',
      ...Object.values(documentContentTypes),
    ]);
    const viewer = await app.inject('/api/docs/');
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toContain('text/html');
  });

  it('documents 429 on every route the rate limit counts, and on no other', async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    const documented = app.routeTable.flatMap((route) => {
      const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      return operation ? [{ route, limited: '429' in operation.responses }] : [];
    });
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter(({ route, limited }) => route.rateLimited !== limited)).toEqual([]);
    expect(documented.some(({ limited }) => !limited)).toBe(true);
  });
});

describe('error bodies', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ url: '/v1/NoSuchThing', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      code: 'not_found',
      message: 'No such path: GET /v1/NoSuchThing',
      messageCode: 'noSuchPath',
      messageParams: { method: 'GET', path: '/v1/NoSuchThing' },
    });
  });

  it('answers malformed JSON with a 400 that says so', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/Echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "abc",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: 'validation',
      message: 'The request body is not valid JSON',
      messageCode: 'invalidJson',
    });
  });

  it('names the field at fault in a validation error', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/Echo', payload: { name: 'ab', count: 1 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation');
    expect(body.message).toMatch(/^body\.name: /);
    expect(body.details[0].field).toBe('body.name');
  });

  it('refuses unknown fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/Echo',
      payload: { name: 'abc', count: 1, admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('admin');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/Echo',
      payload: { name: 'x'.repeat(BODY_LIMIT + 10), count: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: 413,
      code: 'payload_too_large',
      message: `The request body is larger than the limit of ${BODY_LIMIT} bytes`,
      messageCode: 'bodyTooLarge',
      messageParams: { limit: BODY_LIMIT },
    });
  });

  it('never shows a stack trace', async () => {
    app.log.level = 'silent';
    const response = await app.inject({
      method: 'POST',
      url: '/v1/Echo',
      payload: '{"name":"abc","count":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
    app.log.level = 'info';
  });
});

describe('API paths', () => {
  it('match case-insensitively', async () => {
    for (const url of ['/v1/Echo', '/v1/echo', '/V1/ECHO']) {
      const response = await app.inject({ method: 'POST', url, payload: { name: 'abc', count: 2 } });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ name: 'abc', count: 2 });
    }
    expect((await app.inject('/CONFIG.JSON')).statusCode).toBe(200);
  });
});

describe('the web app', () => {
  it('falls back to index.html for client routes', async () => {
    for (const url of ['/', '/praxis', '/praxis/specification/42', '/settings/account?x=1']) {
      const response = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets forever and other files not at all', async () => {
    const asset = await app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const response = await app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('compresses large answers', async () => {
    const response = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('security headers', () => {
  it('send a Content-Security-Policy limited to the own origin, and the usual hardening headers', async () => {
    const response = await app.inject({ url: '/praxis', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('request ids', () => {
  it('puts the request id in the answer and in every log line of the request', async () => {
    logLines.length = 0;
    const response = await app.inject({ url: '/v1/NoSuchThing', headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers['x-request-id']).toBe('trace-123');
    const lines = logLines.filter((l) => l.reqId === 'trace-123');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(logLines.filter((l) => 'req' in l || 'res' in l).every((l) => l.reqId === 'trace-123')).toBe(true);
  });

  it('replaces a malformed request id', async () => {
    const response = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces and $ signs' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs credentials', async () => {
    logLines.length = 0;
    await app.inject({
      url: '/healthz',
      headers: { authorization: 'Bearer secret-token', cookie: 'sid=secret' },
    });
    expect(JSON.stringify(logLines)).not.toContain('secret');
  });
});
