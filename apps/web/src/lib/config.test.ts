import { runtimeConfigSchema } from '@praxis/contract';
import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test/testConfig';
import { loadRuntimeConfig } from './config';

function answering(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(async () =>
    typeof body === 'string'
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('loadRuntimeConfig', () => {
  it('reads and returns a valid /config.json', async () => {
    const fetchConfig = answering(testConfig);
    await expect(loadRuntimeConfig(fetchConfig)).resolves.toEqual(testConfig);
    expect(fetchConfig).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it.each([
    ['an unknown API version', { ...testConfig, apiVersion: 3 }],
    ['no OIDC settings', { apiBaseUrl: testConfig.apiBaseUrl, apiVersion: 2 }],
    ['a client id that is not a string', { ...testConfig, oidc: { ...testConfig.oidc, clientId: 7 } }],
  ])('rejects a configuration with %s', async (_, body) => {
    await expect(loadRuntimeConfig(answering(body))).rejects.toThrow('/config.json is invalid');
  });

  // The check is written without zod, which stays out of the entry chunk; every field of the contract's
  // schema must be in it.
  it.each(Object.keys(runtimeConfigSchema.shape))('rejects a configuration without %s', async (field) => {
    const body: Record<string, unknown> = { ...testConfig };
    delete body[field];
    expect(runtimeConfigSchema.safeParse(body).success).toBe(false);
    await expect(loadRuntimeConfig(answering(body))).rejects.toThrow(
      `/config.json is invalid: config.${field}`,
    );
  });

  it('rejects an answer that is not JSON', async () => {
    await expect(loadRuntimeConfig(answering('<!doctype html>'))).rejects.toThrow();
  });

  it('rejects an error status', async () => {
    await expect(loadRuntimeConfig(answering({ status: 503 }, 503))).rejects.toThrow('answered 503');
  });
});
