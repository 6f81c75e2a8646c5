import { type RuntimeConfig, runtimeConfigSchema } from '@praxis/contract';
import { createContext } from 'react';

export const runtimeConfigUrl = '/config.json';

/**
 * Reads the installation's runtime configuration (DESIGN §1). The same build runs against any server,
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
  const parsed = runtimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) {
    throw new Error(`${runtimeConfigUrl} is invalid: ${parsed.error.message}`);
  }
  return parsed.data;
}

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);
