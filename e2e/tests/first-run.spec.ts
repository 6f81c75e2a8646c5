import type { Browser } from '@playwright/test';
import { severeViolationsIn } from '../fixtures/axe.js';
import { choosePassword, linkIn, mailTo, serverWithMail } from '../fixtures/mail.js';
import { expectSignedInAs, providerTexts } from '../fixtures/signIn.js';
import { expect, test } from '../fixtures/test.js';
import { AccessTokensPage } from '../pages/AccessTokensPage.js';
import { PersonsPage } from '../pages/PersonsPage.js';
import { SetupPage } from '../pages/SetupPage.js';
import { ToolboxPage } from '../pages/ToolboxPage.js';

// A new installation's first run: an installation without demo data (DEMO=0) of its own, since the run's server has
// the demo companies and so never asks for a setup, with mail going to a real SMTP server this spec starts.
const own = serverWithMail({
  purpose: 'e2e-first-run',
  env: { DEMO: '0' },
  from: 'Praxis <praxis@nordlys.example>',
});

const admin = {
  companyName: 'Nordlys AS',
  firstName: 'Ingrid',
  lastName: 'Berg',
  email: 'ingrid@nordlys.example',
  password: 'fjord lantern quietly 42',
};
const invitee = { email: 'ola@nordlys.example', password: 'northern lights over the fjord' };

/** A browser of its own (no cookies, no stored tokens) on this spec's server. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: own.server.baseUrl });
  return context.newPage();
}

test('a company adopts Praxis on a fresh DEMO=0 installation: setup, an invitation by mail in Norwegian, work in the toolbox, and a script with a token', async ({
  browser,
}) => {
  const page = await freshPage(browser);
  const texts = providerTexts.en;

  await test.step('every page leads to /setup; the company and its Administrator are set up', async () => {
    const setup = new SetupPage(page);
    await page.goto('/praxis');
    await setup.expectShown();
    expect(await severeViolationsIn(page, 'main')).toEqual([]);

    await setup.fill({ ...admin, password: 'password1234' });
    await setup.submit();
    await expect(setup.password).toHaveAccessibleDescription(/This password is too common; choose another/);
    await setup.password.fill(admin.password);
    await setup.submit();
  });

  await test.step('the new Administrator signs in', async () => {
    // Straight into the provider's sign-in, the new Administrator's email already filled in.
    await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
    await expect(page.getByLabel(texts.email)).toHaveValue(admin.email);
    await page.getByLabel(texts.password).fill(admin.password);
    await page.getByRole('button', { name: texts.signIn }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/praxis');
    await expect(page.getByRole('heading', { name: 'Specifications', exact: true })).toBeVisible();
    await expectSignedInAs(page, admin.email);
    await expect(page.getByRole('textbox', { name: 'Role' })).toHaveValue('Administrator');
  });

  await test.step('the Administrator invites a person as User, in Norwegian', async () => {
    const persons = new PersonsPage(page);
    await persons.open();
    const shown = await persons.invite(invitee.email, 'User', 'Norsk bokmål');
    expect(shown.status).toContain(`The link was emailed to ${invitee.email}`);
    await expect(persons.row(invitee.email)).toBeVisible();
  });

  const assetName = 'Nordlys-serveren';
  await test.step('the invitee follows the mailed link, chooses a password and works in the toolbox as User', async () => {
    const mail = await mailTo(own.smtp, invitee.email);
    expect(mail.subject).toBe('Ingrid Berg har invitert deg til Nordlys AS i Praxis');
    expect(mail.text).toContain('Velg et passord for å komme i gang');
    expect(mail.from?.text).toContain('praxis@nordlys.example');

    const person = await freshPage(browser);
    await person.goto(linkIn(mail));
    await choosePassword(person, 'invitation', invitee.password, 'nb');
    await expectSignedInAs(person, invitee.email, 'nb');
    await expect(person.getByRole('main').getByRole('textbox', { name: 'Rolle' })).toHaveValue('Bruker');

    const toolbox = new ToolboxPage(person, 'Verktøykasse');
    await toolbox.open();
    await toolbox.panel.getByRole('button', { name: 'Eiendeler' }).click();
    await toolbox.drawer('Eiendeler').getByRole('button', { name: 'Opprett ny eiendel' }).click();
    const create = toolbox.dialog('Opprett ny eiendel');
    await create.getByRole('textbox', { name: 'Navn', exact: true }).fill(assetName);
    await toolbox.choose(create, 'Klasse', 'Teknisk');
    await create.getByRole('button', { name: 'Opprett', exact: true }).click();
    await expect(toolbox.toast(`Eiendel ${assetName} opprettet`)).toBeVisible();
    await expect(
      toolbox.drawer('Eiendeler').getByRole('listitem').filter({ hasText: assetName }),
    ).toBeVisible();
  });

  await test.step('the invitee signs in with the chosen password in another browser', async () => {
    const elsewhere = await freshPage(browser);
    await elsewhere.goto('/settings/account');
    await expect(elsewhere.getByRole('heading', { name: texts.title })).toBeVisible();
    await elsewhere.getByLabel(texts.email).fill(invitee.email);
    await elsewhere.getByLabel(texts.password).fill(invitee.password);
    await elsewhere.getByRole('button', { name: texts.signIn }).click();
    await expectSignedInAs(elsewhere, invitee.email, 'nb');
  });

  await test.step('a script calls the API with a token the Administrator made in the UI', async () => {
    const tokens = new AccessTokensPage(page);
    await tokens.open();
    const shown = await tokens.create('Nightly export', 'Read');
    const token = await shown.getByRole('textbox', { name: 'Token' }).inputValue();
    expect(token).toMatch(/^prx_/);
    await shown.getByRole('button', { name: 'Done' }).click();

    // What a script does: plain fetch with the token, no browser session.
    const call = (path: string) =>
      fetch(`${own.server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const me = await call('/v1/Me');
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe(admin.email);
    const assets = await call('/v1/Assets');
    expect(assets.status).toBe(200);
    const names = ((await assets.json()).data as { name: string }[]).map(({ name }) => name);
    expect(names).toContain(assetName);
  });

  await test.step('once set up, /setup sends a signed-out visitor to the sign-in', async () => {
    const visitor = await freshPage(browser);
    await visitor.goto('/setup');
    await expect(visitor.getByRole('heading', { name: texts.title })).toBeVisible();
  });
});
