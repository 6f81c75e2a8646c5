import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { testLimits } from '../../test-limits';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    ...testLimits,
    // Workspace packages load from source, never from a dist/ folder that may be stale.
    server: { deps: { inline: [/@praxis\//] } },
  },
});
