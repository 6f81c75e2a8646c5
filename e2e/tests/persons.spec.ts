import { unique } from '../fixtures/data.js';
import { signInAtProvider } from '../fixtures/signIn.js';
import { expect, test } from '../fixtures/test.js';
import { DEMO_ACCOUNTS } from '../fixtures/users.js';
import { PersonsPage } from '../pages/PersonsPage.js';
import { SettingsPage } from '../pages/SettingsPage.js';

/** Specs run in parallel against one server: every person made here has an address of their own. */
const uniqueEmail = (name: string) => `${name}-${unique()}@example.com`;

test.describe('as the administrator of Demo AS', () => {
  test.use({ signedInAs: 'admin' });

  test('invites a person, then changes their role after the confirmation', async ({ page }) => {
    const persons = new PersonsPage(page);
    await persons.open();
    const email = uniqueEmail('invited');
    await persons.invite(email, 'Reader');
    await expect(persons.toast(`${email} is invited`)).toBeVisible();
    const row = persons.row(email);
    await expect(row).toContainText('Not signed in yet');
    await expect(persons.roleOf(email)).toHaveValue('Reader');

    // Cancelling leaves the role as it was.
    await persons.roleOf(email).selectOption('Administrator');
    await expect(persons.dialog('Change role')).toContainText(
      'Are you sure you want to change the user role?',
    );
    await persons.dialog('Change role').getByRole('button', { name: 'Cancel' }).click();
    await expect(persons.roleOf(email)).toHaveValue('Reader');

    await persons.roleOf(email).selectOption('User');
    const dialog = persons.dialog('Change role');
    await expect(dialog).toContainText('Are you sure you want to change the user role?');
    await expect(dialog).toContainText(`${email}: Reader → User`);
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expect(persons.toast(`${email} is now User`)).toBeVisible();

    await page.reload();
    await expect(persons.roleOf(email)).toHaveValue('User');
  });

  test('deletes a person after the confirmation', async ({ page }) => {
    const persons = new PersonsPage(page);
    await persons.open();
    const email = uniqueEmail('leaving');
    await persons.invite(email, 'User');
    await persons.main.getByRole('button', { name: `Delete ${email}` }).click();
    await persons.dialog('Delete person').getByRole('button', { name: 'Delete' }).click();
    await expect(persons.toast(`${email} was deleted`)).toBeVisible();
    await expect(persons.row(email)).toHaveCount(0);
    await page.reload();
    await expect(persons.row(DEMO_ACCOUNTS.admin.email)).toBeVisible();
    await expect(persons.row(email)).toHaveCount(0);
  });

  test('the search is a case-insensitive substring match on names and email', async ({ page }) => {
    const persons = new PersonsPage(page);
    await persons.open();
    await persons.search('ADMIN@EXAMPLE');
    await expect(persons.rows).toHaveCount(1);
    await expect(persons.row('Ada Admin')).toBeVisible();
    await persons.search('ead');
    await expect(persons.row('Rita Reader')).toBeVisible();
    await expect(persons.row('Ada Admin')).toHaveCount(0);
  });

  test('an invitation without a role says Select a user type', async ({ page }) => {
    const persons = new PersonsPage(page);
    await persons.open();
    await persons.main.getByRole('button', { name: 'Invite person' }).click();
    const dialog = persons.dialog('Invite person');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('roleless'));
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog.getByText('Select a user type')).toBeVisible();
  });
});

test.describe('as a Reader', () => {
  test.use({ signedInAs: 'reader' });

  test('sees the persons of Demo AS without any way to change them', async ({ page }) => {
    const persons = new PersonsPage(page);
    await persons.open();
    await expect(persons.row('Ada Admin')).toContainText('Administrator');
    await expect(persons.row('Rita Reader')).toContainText('Signed in');
    await expect(persons.main.getByRole('combobox')).toHaveCount(0);
    await expect(persons.main.getByRole('button')).toHaveCount(0);
    await expect(persons.main.getByText(/Only administrators can change this/)).toBeVisible();
  });
});

test.describe('as the administrator of Other AS', () => {
  // language.spec.ts switches this same account to Norwegian, and the specs run in parallel; the texts
  // below follow whichever language the account has when this test opens the app.
  const texts = {
    en: {
      administrators: 'Administrators',
      remove: 'Remove administrator rights from Otto Other',
      changeRole: 'Change role',
      refusal: 'Role was not changed: The company must keep at least one administrator',
    },
    nb: {
      administrators: 'Administratorer',
      remove: 'Fjern administratorrettighetene til Otto Other',
      changeRole: 'Endre rolle',
      refusal: 'Rollen ble ikke endret: Virksomheten må ha minst én administrator',
    },
  } as const;

  test('sees only the people of Other AS, and cannot leave the company without an administrator', async ({
    page,
  }) => {
    await page.goto('/system-configuration/persons');
    await signInAtProvider(page, 'otherAdmin');
    const persons = new PersonsPage(page);
    await expect(persons.main.getByRole('table')).toBeVisible();
    await expect(persons.rows).toHaveCount(1);
    await expect(persons.row(DEMO_ACCOUNTS.otherAdmin.email)).toContainText('Otto Other');
    await expect(persons.main).not.toContainText('@example.com');

    const language = (await page.locator('html').getAttribute('lang')) === 'nb' ? 'nb' : 'en';
    const text = texts[language];
    const administrators = new SettingsPage(page);
    await administrators.open('/subscription/administrators', text.administrators);
    await administrators.main.getByRole('button', { name: text.remove }).click();
    await administrators.dialog(text.changeRole).getByRole('button', { name: text.changeRole }).click();
    const refusal = administrators.toast(text.refusal);
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('409');
    await page.reload();
    await expect(
      administrators.main.getByRole('cell', { name: DEMO_ACCOUNTS.otherAdmin.email }),
    ).toBeVisible();
  });
});
