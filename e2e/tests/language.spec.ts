import { providerTexts, signInAtProvider } from '../fixtures/signIn.js';
import { expect, test } from '../fixtures/test.js';

const day = 24 * 60 * 60;

// Its own account and sign-ins: the language is saved on the user record, and the spec signs out.
test('I18N-02 I18N-03 I18N-05 I18N-06 I18N-07 I18N-09 EC-38 K-08: Norwegian is saved on the server and survives reload, sign-out and a new browser', async ({
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
  expect((await saved).postDataJSON()).toEqual({ language: 'nb-NO' });

  await expect(page.getByRole('alert').filter({ hasText: 'Norsk bokmål oppdatert' })).toBeVisible();
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
