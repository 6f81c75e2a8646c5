import type { Page } from '@playwright/test';
import { severeViolations } from '../fixtures/axe.js';
import { providerTexts, signInAtProvider } from '../fixtures/signIn.js';
import { expect, test } from '../fixtures/test.js';

test.describe('signed in', () => {
  test.use({ signedInAs: 'admin' });

  test('opening / lands on /praxis with the banner and the Specifications heading', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/praxis');
    await expect(page.getByRole('banner')).toContainText('Praxis');
    await expect(page.getByRole('heading', { name: 'Specifications', exact: true })).toBeVisible();
  });

  test('a deep link is answered by the app, also on reload', async ({ page }) => {
    const deepLink = '/praxis/specification/123';
    const first = await page.goto(deepLink);
    expect(first?.status(), 'the server must fall back to index.html for client routes').toBe(200);
    expect(first?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('banner')).toContainText('Praxis');

    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === deepLink);
    await expect(page.getByRole('banner')).toContainText('Praxis');
  });

  test('an unknown route shows the not-found page, whose home link leads to /praxis', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/praxis');
    await expect(page.getByRole('heading', { name: 'Specifications', exact: true })).toBeVisible();
  });

  test('the first page loads without console errors', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Specifications', exact: true })).toBeVisible();
    // Lazily loaded chunks and the first API calls finish after the heading appears.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('hashed assets are cached for good, index.html is not', async ({ page }) => {
    const assets: { url: string; cacheControl: string }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) {
        assets.push({ url: response.url(), cacheControl: response.headers()['cache-control'] ?? '(none)' });
      }
    });

    const document = await page.goto('/praxis');
    await expect(page.getByRole('heading', { name: 'Specifications', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(assets.length, 'the page loads its scripts and styles from /assets/').toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.cacheControl, asset.url).toContain('immutable');
    }
    // A cached index.html would pin browsers to asset names that the next release deletes.
    expect(document?.headers()['cache-control'] ?? '').not.toContain('immutable');
  });

  test('/praxis has no serious or critical accessibility violations, with the user menu closed and open', async ({
    page,
  }) => {
    await page.goto('/praxis');
    await expect(page.getByRole('heading', { name: 'Specifications', exact: true })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ada Admin' }).click();
    await page.getByRole('menuitem', { name: 'Language: English' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });
});

test('the page at / carries a Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy'] ?? '').toMatch(/default-src/);
  // Signed out, the app goes on to the provider; leaving mid-navigation would leave the browser busy.
  await expect(page.getByRole('heading', { name: providerTexts.en.title })).toBeVisible();
});

test('signing in from / shows no console errors on the way', async ({ page }) => {
  // A blocked script, style or form target (Content-Security-Policy) shows up only here.
  const errors = collectErrors(page);
  await page.goto('/');
  await signInAtProvider(page, 'reader');
  await expect(page.getByRole('heading', { name: 'Specifications', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));
  return errors;
}
