import { unique } from '../fixtures/data.js';
import { expect, test } from '../fixtures/test.js';
import { DEMO_ACCOUNTS } from '../fixtures/users.js';
import { SettingsPage } from '../pages/SettingsPage.js';

test.describe('as the administrator of Demo AS', () => {
  test.use({ signedInAs: 'admin' });

  test('saves the contact information and sees it after reload', async ({ page }) => {
    const contact = new SettingsPage(page);
    await contact.open('/subscription/contact-info', 'Contact information');
    await expect(contact.textbox('Company name')).toHaveValue('Demo AS');
    const street = `Storgata ${unique()}`;
    await contact.textbox('Address').fill(street);
    await contact.textbox('City').fill('Oslo');
    await contact.textbox('Phone').fill('123');
    await contact.save();
    await expect(contact.main.getByText('8-12 digits required')).toBeVisible();
    await contact.textbox('Phone').fill('22334455');
    await contact.save();
    await expect(contact.toast('Item was updated')).toBeVisible();

    await page.reload();
    await expect(contact.textbox('Address')).toHaveValue(street);
    await expect(contact.textbox('City')).toHaveValue('Oslo');
    await expect(contact.textbox('Phone')).toHaveValue('22334455');
    await expect(contact.textbox('Company name')).toHaveValue('Demo AS');
  });

  test('switches a service and sees it after reload, under the product name', async ({ page }) => {
    const services = new SettingsPage(page);
    await services.open('/subscription/services', 'Services');
    // The header names settings or system configuration; anywhere else the product.
    await expect(page.getByRole('banner')).toContainText('Praxis');
    await expect(page.getByRole('banner')).not.toContainText('Subscription');
    const reports = services.switch('Reports');
    const before = await reports.isChecked();
    await reports.setChecked(!before);
    await services.save();
    await expect(services.toast('Item was updated')).toBeVisible();
    await page.reload();
    await expect(services.switch('Reports')).toBeChecked({ checked: !before });

    // Put it back, so the company keeps the services it had.
    await services.switch('Reports').setChecked(before);
    await services.save();
    await expect(services.toast('Item was updated')).toHaveCount(1);
    await page.reload();
    await expect(services.switch('Reports')).toBeChecked({ checked: before });
  });

  test('adds, renames and deletes an environment', async ({ page }) => {
    const environments = new SettingsPage(page);
    await environments.open('/subscription/environments', 'Environments');
    const name = `Staging ${unique()}`;
    await environments.main.getByRole('button', { name: 'Add environment' }).click();
    let dialog = environments.dialog('Add environment');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Before production');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(environments.toast(`Environment ${name} added`)).toBeVisible();
    await expect(environments.main.getByRole('cell', { name, exact: true })).toBeVisible();

    const renamed = `${name} renamed`;
    await environments.main.getByRole('button', { name: `Rename ${name}`, exact: true }).click();
    dialog = environments.dialog(`Rename ${name}`);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(environments.toast('Item was updated')).toBeVisible();
    await page.reload();
    await expect(environments.main.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
    await expect(environments.main.getByRole('cell', { name: 'Before production' }).first()).toBeVisible();

    await environments.main.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
    dialog = environments.dialog('Delete environment');
    await expect(dialog).toContainText(`Are you sure you want to delete the environment ${renamed}?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(environments.toast(`Environment ${renamed} deleted`)).toBeVisible();
    await page.reload();
    await expect(environments.main.getByRole('heading', { level: 1, name: 'Environments' })).toBeVisible();
    await expect(environments.main.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
  });

  test('saves cloud identifiers, never a secret, and checks their format', async ({ page }) => {
    const azure = new SettingsPage(page);
    await azure.open('/subscription/azure', 'Azure');
    await expect(azure.main).toContainText(
      'It never stores keys, passwords, client secrets or any other secret.',
    );
    await expect(azure.main.getByLabel(/secret/i)).toHaveCount(0);
    await azure.textbox('Tenant ID').fill('not-a-guid');
    await azure.save();
    await expect(
      azure.main.getByText('Must be a GUID such as 00000000-0000-0000-0000-000000000000'),
    ).toBeVisible();
    const tenant = crypto.randomUUID();
    await azure.textbox('Tenant ID').fill(tenant);
    await azure.save();
    await expect(azure.toast('Item was updated')).toBeVisible();
    await page.reload();
    await expect(azure.textbox('Tenant ID')).toHaveValue(tenant);

    const google = new SettingsPage(page);
    await google.open('/subscription/google-cloud', 'Google Cloud');
    const project = `praxis-${String(Date.now()).slice(-8)}`;
    await google.textbox('Project ID').fill(project);
    await google.textbox('Organization ID').fill('123456789');
    await google.save();
    await expect(google.toast('Item was updated')).toBeVisible();
    await page.reload();
    await expect(google.textbox('Project ID')).toHaveValue(project);
  });
});

test.describe('as a Reader', () => {
  test.use({ signedInAs: 'reader' });

  // The forms show their values in disabled controls; the lists have no controls at all.
  for (const [path, heading, isForm] of [
    ['services', 'Services', true],
    ['contact-info', 'Contact information', true],
    ['environments', 'Environments', false],
    ['google-cloud', 'Google Cloud', true],
    ['azure', 'Azure', true],
    ['administrators', 'Administrators', false],
  ] as const) {
    test(`sees /subscription/${path} without any way to change it`, async ({ page }) => {
      const settings = new SettingsPage(page);
      await settings.open(`/subscription/${path}`, heading);
      await expect(settings.main.getByText(/Only administrators can change this/)).toBeVisible();
      await expect(settings.main.getByRole('button')).toHaveCount(0);
      const controls = await settings.main.locator('input, textarea, select').all();
      expect(controls.length > 0).toBe(isForm);
      for (const control of controls) {
        await expect(control).toBeDisabled();
      }
    });
  }

  test('reads the administrators of Demo AS', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.open('/subscription/administrators', 'Administrators');
    await expect(settings.main.getByRole('cell', { name: DEMO_ACCOUNTS.admin.email })).toBeVisible();
  });
});
