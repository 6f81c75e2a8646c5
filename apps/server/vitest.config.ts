import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { testLimits } from '../../test-limits.js';

// Workspace packages load from their TypeScript source (the `source` export condition), never from a
// dist/ folder that may be stale: they are inlined, so Vite resolves them with these conditions. Without
// the bundlers' `module` condition, which Node ignores: packages load as the server loads them in
// production (the AWS SDK's `module` builds import files without extensions, which Node cannot load).
const conditions = ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    ...testLimits,
    server: { deps: { inline: [/@praxis\//] } },
  },
});
