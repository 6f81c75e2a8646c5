import { providerTexts, signInAtProvider } from '../fixtures/signIn.js';
import { expect, test } from '../fixtures/test.js';

test('signed out, / goes to the provider with a code-flow request, and back to /praxis', async ({ page }) => {
  const authorize = page.waitForRequest((request) => new URL(request.url()).pathname === '/oidc/auth');
  await page.goto('/');
  const params = new URL((await authorize).url()).searchParams;
  expect(Object.fromEntries(params)).toMatchObject({
    response_type: 'code',
    client_id: 'praxis-web',
    scope: 'openid profile email offline_access',
    code_challenge_method: 'S256',
    ui_locales: 'en-US',
  });
  expect(params.get('redirect_uri')).toMatch(/\/callback$/);

  await signInAtProvider(page, 'reader');
  await expect(page).toHaveURL((url) => url.pathname === '/praxis');
  await expect(page.getByRole('heading', { name: 'Specifications', exact: true })).toBeVisible();
});

test('a deep link opened signed out leads through the sign-in back to that page', async ({ page }) => {
  await page.goto('/settings/account');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/oidc/'));
  await signInAtProvider(page, 'admin');
  await expect(page).toHaveURL((url) => url.pathname === '/settings/account');
  await expect(page.getByRole('banner')).toContainText('Settings');
});

test.describe('the Registered newcomer', () => {
  test.use({ signedInAs: 'newcomer' });

  test('lands on /unauthorized with the exact heading and text', async ({ page }) => {
    await page.goto('/praxis');
    await expect(page).toHaveURL((url) => url.pathname === '/unauthorized');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unauthorized Access');
    await expect(page.getByRole('main')).toContainText(
      'Your account is not authorized to access this app. Please contact the administrator for assistance.',
    );
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});

test.describe('signed in', () => {
  test.use({ signedInAs: 'admin' });

  test('after the user loads, GET /v1/Me goes out with the Bearer token', async ({ page }) => {
    const me = page.waitForRequest((request) => new URL(request.url()).pathname === '/v1/Me');
    await page.goto('/praxis');
    expect((await me).headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    await expect(page.getByRole('button', { name: 'Ada Admin' })).toBeVisible();
  });
});

test.describe('a browser set to Norwegian', () => {
  test.use({ locale: 'nb-NO' });

  test('without the cookie, the sign-in page and the app still speak English', async ({ page }) => {
    await page.goto('/');
    await signInAtProvider(page, 'reader', 'en');
    await expect(page.getByRole('heading', { name: 'Specifications', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('/silent-renew shows nothing, starts no sign-in and loads no user', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/silent-renew');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL((url) => url.pathname === '/silent-renew');
  // Mantine's style elements are all the app renders there: no text, no loader, no chrome.
  await expect(page.locator('#root > :not(style)')).toHaveCount(0);
  expect(requests.filter((path) => path.startsWith('/oidc/') || path.startsWith('/v1/'))).toEqual([]);
});

test('a callback the app never asked for shows the sign-in error page, whose Try again signs in', async ({
  page,
}) => {
  await page.goto('/callback?code=forged&state=unknown');
  await expect(page).toHaveURL((url) => url.pathname === '/signin-oidc-error');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('No matching state found in storage');

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: providerTexts.en.title })).toBeVisible();
});

test('/login starts the sign-in while signed out', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: providerTexts.en.title })).toBeVisible();
  await signInAtProvider(page, 'reader');
  await expect(page).toHaveURL((url) => url.pathname === '/praxis');
});

test('Log out signs out at the provider and the app then asks to sign in again', async ({ page }) => {
  // Its own sign-in: signing out ends this session and grant, which the stored ones must survive.
  await page.goto('/');
  await signInAtProvider(page, 'user');
  await page.getByRole('button', { name: 'Ulf User' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(page.getByRole('heading', { name: 'Sign out of Praxis?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();

  await expect(page.getByRole('heading', { name: providerTexts.en.title })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('oidc.user:'))),
  ).toEqual([]);
  await signInAtProvider(page, 'user');
  await expect(page.getByRole('button', { name: 'Ulf User' })).toBeVisible();
});

test('shortly before the access token expires, it is renewed silently with the refresh token', async ({
  page,
}) => {
  // Its own sign-in: renewal rotates the refresh token, which the stored states must keep.
  await page.clock.install();
  await page.goto('/');
  await signInAtProvider(page, 'reader');
  await expect(page.getByRole('heading', { name: 'Specifications', exact: true })).toBeVisible();
  const storedToken = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((candidate) => candidate.startsWith('oidc.user:'));
      return key === undefined
        ? null
        : (JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string);
    });
  const firstToken = await storedToken();
  expect(firstToken).not.toBeNull();

  const renewal = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/oidc/token' &&
      new URLSearchParams(request.postData() ?? '').get('grant_type') === 'refresh_token',
  );
  // The access token lives 15 minutes; oidc-client-ts renews it one minute before it expires.
  await page.clock.fastForward('14:30');
  const response = await (await renewal).response();
  expect(response?.status()).toBe(200);
  await expect.poll(storedToken).not.toBe(firstToken);

  await page.getByRole('button', { name: 'Rita Reader' }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/praxis');
});
