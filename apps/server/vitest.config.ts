import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Workspace packages load from their TypeScript source (the `source` export condition), never from a
// dist/ folder that may be stale: they are inlined, so Vite resolves them with these conditions.
const conditions = ['source', ...defaultServerConditions];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { inline: [/@praxis\//] } },
  },
});
