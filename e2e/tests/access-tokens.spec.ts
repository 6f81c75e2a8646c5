import { unique } from '../fixtures/data.js';
import { expect, test } from '../fixtures/test.js';
import { DEMO_ACCOUNTS } from '../fixtures/users.js';
import { AccessTokensPage } from '../pages/AccessTokensPage.js';
import { SettingsPage } from '../pages/SettingsPage.js';

test.use({ signedInAs: 'user' });

test('a token made in the UI calls the API as its owner until it is revoked in the UI', async ({
  page,
  context,
  baseURL,
  pageAs,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tokens = new AccessTokensPage(page);
  await tokens.open();
  const name = `Script ${unique()}`;
  const shown = await tokens.create(name, 'Read');
  await expect(shown).toContainText('It is shown only this once');
  await shown.getByRole('button', { name: 'Copy token' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toMatch(/^prx_/);
  await expect(shown.getByRole('textbox', { name: 'Token' })).toHaveValue(token);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await expect(tokens.row(name)).toContainText('Never used');

  // What a script does: plain fetch with the token, no browser session.
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${baseURL}${path}`, { ...init, headers: { authorization: `Bearer ${token}` } });
  const me = await call('/v1/Me');
  expect(me.status).toBe(200);
  expect((await me.json()).user.email).toBe(DEMO_ACCOUNTS.user.email);
  expect((await call('/v1/Users/company')).status).toBe(200);
  // A read token writes nothing, whatever its owner's role.
  expect((await call('/v1/Controls', { method: 'POST' })).status).toBe(403);

  await page.reload();
  await expect(tokens.row(name)).not.toContainText('Never used');

  // The administrator sees the token among the user's accesses.
  const admin = new SettingsPage(await pageAs('admin'));
  await admin.open('/system-configuration/accesses', 'Accesses');
  const userName = `${DEMO_ACCOUNTS.user.firstName} ${DEMO_ACCOUNTS.user.lastName}`;
  const userRow = admin.main.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.user.email });
  const ofUser = new RegExp(`access tokens? of ${userName}`);
  await userRow.getByRole('button', { name: ofUser }).click();
  const userTokens = admin.main.getByRole('table', { name: ofUser });
  await expect(userTokens.getByRole('row').filter({ hasText: name })).toBeVisible();

  await tokens.revoke(name);
  await expect(tokens.row(name)).toHaveCount(0);
  expect((await call('/v1/Me')).status).toBe(401);
});
