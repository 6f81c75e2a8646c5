import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one on CI's two. Most test time is spent waiting
    // on PostgreSQL, a server or a browser's page, so two files at once use the cores that wait leaves idle.
    maxWorkers: 2,
  },
});
