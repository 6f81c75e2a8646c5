import { severeViolationsIn } from '../fixtures/axe.js';
import { type RunningServer, startServer } from '../fixtures/server.js';
import { providerTexts } from '../fixtures/signIn.js';
import { expect, test } from '../fixtures/test.js';
import { SetupPage } from '../pages/SetupPage.js';

// Issue 10, first run: an installation without demo data (DEMO=0) of its own, since the run's server has
// the demo companies and so never asks for a setup.
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer({ purpose: 'e2e-first-run', env: { DEMO: '0' } });
});

test.afterAll(async () => {
  await server?.stop();
});

const admin = {
  companyName: 'Nordlys AS',
  firstName: 'Ingrid',
  lastName: 'Berg',
  email: 'ingrid@nordlys.example',
  password: 'fjord lantern quietly 42',
};

test('a fresh DEMO=0 installation: every page leads to /setup; the new Administrator signs in and works; then /setup leads to sign-in', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const setup = new SetupPage(page);
  await page.goto(`${server.baseUrl}/praxis`);
  await setup.expectShown();
  expect(await severeViolationsIn(page, 'main')).toEqual([]);

  await setup.fill({ ...admin, password: 'password1234' });
  await setup.submit();
  await expect(setup.password).toHaveAccessibleDescription(/This password is too common; choose another/);
  await setup.password.fill(admin.password);
  await setup.submit();

  // Straight into the provider's sign-in, the new Administrator's email already filled in.
  const texts = providerTexts.en;
  await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
  await expect(page.getByLabel(texts.email)).toHaveValue(admin.email);
  await page.getByLabel(texts.password).fill(admin.password);
  await page.getByRole('button', { name: texts.signIn }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/praxis');
  await expect(page.getByRole('heading', { name: 'Specifications', exact: true })).toBeVisible();
  await page.goto(`${server.baseUrl}/settings/account`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(admin.email);
  await expect(page.getByRole('textbox', { name: 'Role' })).toHaveValue('Administrator');

  // Set up now: /setup sends a signed-out visitor to the sign-in.
  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    await visitor.goto(`${server.baseUrl}/setup`);
    await expect(visitor.getByRole('heading', { name: texts.title })).toBeVisible();
  } finally {
    await context.close();
  }
});
