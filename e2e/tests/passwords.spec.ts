import type { Browser, Page } from '@playwright/test';
import { severeViolationsIn } from '../fixtures/axe.js';
import { unique } from '../fixtures/data.js';
import { choosePassword, linkIn, mailTo, serverWithMail } from '../fixtures/mail.js';
import { expectSignedInAs, signInAtProvider } from '../fixtures/signIn.js';
import { expect, test } from '../fixtures/test.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/users.js';
import { LoginSettingsPage } from '../pages/LoginSettingsPage.js';
import { PersonsPage } from '../pages/PersonsPage.js';

// A server of its own, with mail going to a real SMTP server this spec starts: the shared one has no mail,
// and these specs change demo passwords that every other spec signs in with.
const own = serverWithMail({ purpose: 'e2e-passwords', from: 'Praxis <praxis@example.com>' });

const NEW_PASSWORD = 'a long new passphrase';

async function pageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.server.baseUrl });
  return context.newPage();
}

test.describe('invitations and passwords', () => {
  test('an invited person follows the mailed link, chooses a password and is signed in', async ({
    browser,
  }) => {
    const admin = await pageOn(browser);
    await admin.goto('/system-configuration/persons');
    await signInAtProvider(admin, 'admin');
    const persons = new PersonsPage(admin);
    await expect(persons.main.getByRole('table')).toBeVisible();

    const email = `invited-${unique()}@example.com`;
    const shown = await persons.invite(email, 'User');
    expect(shown.status).toContain(`The link was emailed to ${email}`);
    // The administrator can also make a reset link for a person, to hand over.
    await admin.getByRole('button', { name: `Make a password reset link for ${email}` }).click();
    await persons.dialog('Password reset link').getByRole('button', { name: 'Make link' }).click();
    const reset = await persons.takeLink('Password reset link');
    expect(reset.url).toMatch(/\/oidc\/password\/[A-Za-z0-9_-]{43}$/);
    const mail = await mailTo(own.smtp, email, 'invited you to Demo AS in Praxis');
    const link = linkIn(mail);
    expect(link).toBe(shown.url);

    const invitee = await pageOn(browser);
    await invitee.goto(link);
    await choosePassword(invitee, 'invitation', NEW_PASSWORD);
    await expect(invitee.getByRole('heading', { name: 'Sign in to Praxis' })).toHaveCount(0);
    await expectSignedInAs(invitee, email);

    // The link works once.
    const again = await pageOn(browser);
    await again.goto(link);
    await expect(again.getByRole('heading', { name: 'This link has been used' })).toBeVisible();

    await admin.reload();
    await expect(persons.row(email)).toContainText('Signed in');
  });

  test("'Forgot password?' mails a link that sets a new password", async ({ browser }) => {
    const page = await pageOn(browser);
    const { email } = DEMO_ACCOUNTS.user;
    await page.goto('/settings/account');
    await expect(page.getByRole('heading', { name: 'Sign in to Praxis' })).toBeVisible();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(await severeViolationsIn(page, 'main')).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const mail = await mailTo(own.smtp, email);
    expect(mail.subject).toBe('Reset your Praxis password');
    await page.goto(linkIn(mail));
    await choosePassword(page, 'reset', NEW_PASSWORD);
    await expectSignedInAs(page, email);

    // The new password signs in; the old one no longer does.
    const elsewhere = await pageOn(browser);
    await elsewhere.goto('/settings/account');
    await signInAtProvider(elsewhere, 'user');
    await expect(elsewhere.getByRole('alert')).toHaveText('Wrong email or password');
    await elsewhere.getByLabel('Password').fill(NEW_PASSWORD);
    await elsewhere.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      elsewhere.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }),
    ).toHaveValue(email);
  });

  test('a person changes their password and signs out their other sessions', async ({ browser }) => {
    const first = await pageOn(browser);
    await first.goto('/settings/login');
    await signInAtProvider(first, 'reader');
    const second = await pageOn(browser);
    await second.goto('/settings/login');
    await signInAtProvider(second, 'reader');

    const settings = new LoginSettingsPage(first);
    await settings.openPage();
    await expect(settings.sessionCount(2)).toBeVisible();
    await expect(settings.main.getByText('This session')).toHaveCount(1);

    await settings.changePassword('not the password', NEW_PASSWORD);
    await expect(settings.form.getByText('The current password is wrong')).toBeVisible();
    await settings.changePassword(DEMO_PASSWORD, NEW_PASSWORD);
    await expect(settings.toast('Item was updated')).toBeVisible();

    await settings.signOutOthers();
    await expect(settings.sessionCount(1)).toBeVisible();

    // The other browser's provider session is gone: once its tokens are dropped (as when they expire), it
    // has to sign in again, and the new password is the one that works.
    await second.evaluate(() => window.localStorage.clear());
    await second.goto('/settings/login');
    await expect(second.getByRole('heading', { name: 'Sign in to Praxis' })).toBeVisible();
    await second.getByLabel('Email').fill(DEMO_ACCOUNTS.reader.email);
    await second.getByLabel('Password').fill(NEW_PASSWORD);
    await second.getByRole('button', { name: 'Sign in' }).click();
    await expect(new LoginSettingsPage(second).sessionCount(2)).toBeVisible();
  });
});
