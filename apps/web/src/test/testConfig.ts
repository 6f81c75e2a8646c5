import type { RuntimeConfig } from '@praxis/contract';

export const testConfig: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:3000',
  apiVersion: 2,
  oidc: { authority: 'http://localhost:3000/oidc', clientId: 'praxis-web', scope: 'openid profile email' },
  mail: { enabled: false },
  setupRequired: false,
};
