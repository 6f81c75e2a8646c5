import { expect, test } from '../fixtures/test.js';
import { DEMO_ACCOUNTS } from '../fixtures/users.js';
import { SettingsPage } from '../pages/SettingsPage.js';

test.use({ signedInAs: 'admin' });

test('a bad phone number says 8-12 digits required and is not sent; a valid one is saved and still there after reload', async ({
  page,
}) => {
  const account = new SettingsPage(page);
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });
  await account.open('/settings/account', 'Account');
  const phone = account.textbox('Phone number');

  await phone.fill('1234567');
  await phone.blur();
  await expect(account.main.getByText('8-12 digits required')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await account.save();
  await expect(account.main.getByText('8-12 digits required')).toBeVisible();
  expect(puts).toEqual([]);

  // Unique per run, so a value left by an earlier run cannot make the check pass.
  const valid = `4${String(Date.now()).slice(-9)}`;
  await phone.fill(valid);
  await expect(account.main.getByText('8-12 digits required')).toBeHidden();
  await account.textbox('Department').fill('Risk and compliance');
  await account.save();
  await expect(account.toast('Item was updated')).toBeVisible();
  expect(puts).toHaveLength(1);

  await page.reload();
  await expect(account.textbox('Phone number')).toHaveValue(valid);
  await expect(account.textbox('Department')).toHaveValue('Risk and compliance');

  // /profile reads the same record and leads back to the form.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText(valid)).toBeVisible();
  await page.getByRole('link', { name: 'Edit your profile' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/settings/account');
});

test('the profile form shows a message at each bad field and sends nothing', async ({ page }) => {
  const account = new SettingsPage(page);
  await account.open('/settings/account', 'Account');
  await account.textbox('First name').fill('');
  await account.textbox('Email').fill('abc');
  await account.textbox('Phone number').fill('12ab');
  await account.textbox('Title').fill('ab');
  await account.save();
  for (const message of [
    'Field is required',
    'Invalid email',
    'Only numeric characters',
    'Short text, min 3 chars',
  ]) {
    await expect(account.main.getByText(message, { exact: true })).toBeVisible();
  }
  await page.reload();
  await expect(account.textbox('First name')).toHaveValue('Ada');
  await expect(account.textbox('Email')).toHaveValue(DEMO_ACCOUNTS.admin.email);
});
