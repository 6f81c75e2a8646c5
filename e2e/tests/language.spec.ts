import { providerTexts, signInAtProvider } from '../fixtures/signIn.js';
import { expect, test } from '../fixtures/test.js';
import { DEMO_ACCOUNTS } from '../fixtures/users.js';

const day = 24 * 60 * 60;

// Both tests save the language of the one account they share: the second starts from what the first left.
test.describe.configure({ mode: 'serial' });

// Its own account and sign-ins: the language is saved on the user record, and the spec signs out.
test('Norwegian is saved on the server and survives reload, sign-out and a new browser', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await signInAtProvider(page, 'otherAdmin');
  await expect(page.getByRole('heading', { name: 'Specifications', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Otto Other' }).click();
  await page.getByRole('menuitem', { name: 'Language: English' }).click();
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && /\/v1\/Users\/[\w-]+$/.test(new URL(request.url()).pathname),
  );
  await page.getByRole('menuitemradio', { name: 'Norsk bokmål' }).click();
  // The whole profile goes with the one change, as it stands.
  const { email, firstName, lastName } = DEMO_ACCOUNTS.otherAdmin;
  expect((await saved).postDataJSON()).toEqual({
    email,
    displayName: `${firstName} ${lastName}`,
    firstName,
    lastName,
    phoneNumber: null,
    profileImage: null,
    title: null,
    department: null,
    city: null,
    country: null,
    showInDirectory: true,
    allowEmailNotifications: true,
    language: 'nb-NO',
  });

  await expect(page.getByRole('alert').filter({ hasText: 'Norsk bokmål er valgt' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Spesifikasjoner', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(page).toHaveURL((url) => url.pathname === '/praxis');

  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'praxis_locale');
  expect(cookie).toMatchObject({ value: 'nb', path: '/', sameSite: 'Lax' });
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * day);
  expect(cookie?.expires ?? 0).toBeLessThan(Date.now() / 1000 + 366 * day);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Spesifikasjoner', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Otto Other' }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expect(page.getByRole('heading', { name: 'Logge ut av Praxis?' })).toBeVisible();
  await page.getByRole('button', { name: 'Logg ut', exact: true }).click();

  // Back in the app, which asks to sign in again; the provider's page speaks Norwegian too.
  await expect(page.getByRole('heading', { name: providerTexts.nb.title })).toBeVisible();
  await signInAtProvider(page, 'otherAdmin', 'nb');
  await expect(page.getByRole('heading', { name: 'Spesifikasjoner', exact: true })).toBeVisible();

  // A browser that has never seen the cookie: English until the user record says Norwegian.
  const fresh = await browser.newContext();
  const elsewhere = await fresh.newPage();
  await elsewhere.goto('/');
  await signInAtProvider(elsewhere, 'otherAdmin', 'en');
  await expect(elsewhere.getByRole('heading', { name: 'Spesifikasjoner', exact: true })).toBeVisible();
  await fresh.close();
});

test('a Norwegian administrator reads the settings pages in Norwegian and switches back on the language page', async ({
  page,
}) => {
  await page.goto('/settings/language');
  await signInAtProvider(page, 'otherAdmin');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Språk' })).toBeVisible();
  await expect(main.getByRole('radio', { name: 'Norsk bokmål' })).toBeChecked();

  await page.goto('/system-configuration/persons');
  const menu = page.getByRole('navigation', { name: 'Meny for systemkonfigurasjon' });
  await menu.getByRole('link', { name: 'Roller og ansvar' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Roller og ansvar' })).toBeVisible();
  await expect(main.getByRole('term')).toHaveText(['Utførende', 'Ansvarlig']);
  await expect(main.getByRole('columnheader', { name: 'Tillatelse' })).toBeVisible();
  await menu.getByRole('link', { name: 'Logg' }).click();
  await expect(main.getByRole('combobox', { name: 'Entitet' })).toHaveValue('');
  await expect(main.getByRole('button', { name: 'Eksporter siden som CSV' })).toBeVisible();
  await menu.getByRole('link', { name: 'API-konfigurasjon' }).click();
  await expect(main.getByRole('heading', { name: 'Eksempelkall' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Lag en tilgangsnøkkel' })).toHaveAttribute(
    'href',
    '/settings/access-tokens',
  );

  await page.goto('/settings/language');
  await main.getByRole('radio', { name: 'English' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
  await expect(main.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
