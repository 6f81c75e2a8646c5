import { defineConfig, devices } from '@playwright/test';
import { CONDITION_LIMIT_MS, HANG_LIMIT_MS } from '../test-limits.js';
import { assertChromium, chromiumArgs, chromiumPath } from './fixtures/chromium.js';

assertChromium();

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './fixtures/global-setup.ts',
  reporter: 'list',
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: true,
  // Limits for hangs, not budgets: a spec waits for what it checks however busy the machine is.
  timeout: HANG_LIMIT_MS,
  expect: { timeout: CONDITION_LIMIT_MS },
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /(language|whole-catalogs)\.spec\.ts$/ },
    // Saves a demo account's language on the server. Every account is read in English by other specs, so
    // this one runs once they are done (and is skipped when they fail).
    { name: 'language', dependencies: ['chromium'], testMatch: /language\.spec\.ts$/ },
    // Works in Other AS as its administrator and switches that account's language, which the language
    // project signs out and switches too: so it waits for that project.
    { name: 'catalogs', dependencies: ['language'], testMatch: /whole-catalogs\.spec\.ts$/ },
  ],
});
