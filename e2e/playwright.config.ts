import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browsers on these machines, so the suite drives Debian's Chromium.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with 'apt-get install -y chromium' ` +
      '(as root), or set CHROMIUM_PATH to a Chromium binary.',
  );
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './fixtures/global-setup.ts',
  reporter: 'list',
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // Without the background-networking flags Chromium keeps calling Google's hosts, which this
      // network refuses; --no-sandbox because CI runs as root.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Signs each demo account in once and saves its storage state for the specs (fixtures/users.ts).
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['setup'], testIgnore: /language\.spec\.ts$/ },
    // Saves a demo account's language on the server. Every account is read in English by other specs, so
    // this one runs once they are done (and is skipped when they fail).
    { name: 'language', dependencies: ['chromium'], testMatch: /language\.spec\.ts$/ },
  ],
});
