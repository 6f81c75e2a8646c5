import type { RuntimeConfig } from '@praxis/contract';
import { createContext } from 'react';

export const runtimeConfigUrl = '/config.json';

/** What a field must be: a type, the values allowed, or the fields of an object. */
type Check<T> = [T] extends [string]
  ? 'string'
  : [T] extends [boolean]
    ? 'boolean'
    : [T] extends [number]
      ? readonly T[]
      : { [K in keyof T]-?: Check<T[K]> };

// The contract's runtimeConfigSchema, checked without zod, which the first render would otherwise wait for.
// Typed from the schema's type, so a field added to or changed in the schema does not compile
// until it is checked here too.
const runtimeConfigCheck: Check<RuntimeConfig> = {
  apiBaseUrl: 'string',
  apiVersion: [1, 2],
  oidc: { authority: 'string', clientId: 'string', scope: 'string' },
  mail: { enabled: 'boolean' },
  setupRequired: 'boolean',
};

/** The path of the first field of `value` that `check` refuses, or null when it passes. */
function refusedField(value: unknown, check: unknown, path: string): string | null {
  if (typeof check === 'string') return typeof value === check ? null : path;
  if (Array.isArray(check)) return check.includes(value) ? null : path;
  if (typeof value !== 'object' || value === null) return path;
  for (const [key, inner] of Object.entries(check as Record<string, unknown>)) {
    const refused = refusedField((value as Record<string, unknown>)[key], inner, `${path}.${key}`);
    if (refused !== null) return refused;
  }
  return null;
}

/**
 * Reads the installation's runtime configuration. The same build runs against any server,
 * so nothing environment-specific may be baked in at build time.
 */
export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchConfig(runtimeConfigUrl, {
    headers: { Accept: 'application/json' },
    // A redeployment may point the app at another API or identity provider; never use a stale copy.
    cache: 'no-store',
  });
  if (!response.ok) {
    throw new Error(`${runtimeConfigUrl} answered ${response.status}`);
  }
  const config: unknown = await response.json();
  const refused = refusedField(config, runtimeConfigCheck, 'config');
  if (refused !== null) {
    throw new Error(`${runtimeConfigUrl} is invalid: ${refused}`);
  }
  return config as RuntimeConfig;
}

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);
