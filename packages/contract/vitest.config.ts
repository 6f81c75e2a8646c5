import { defineProject } from 'vitest/config';
import { testLimits } from '../../test-limits';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'contract', environment: 'node', include: ['src/**/*.test.ts'], ...testLimits },
});
