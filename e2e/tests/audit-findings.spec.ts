import type { Browser, Page } from '@playwright/test';
import { planAudit } from '../fixtures/audits.js';
import { severeViolationsIn } from '../fixtures/axe.js';
import { dayFromToday, unique } from '../fixtures/data.js';
import { choosePassword, linkIn, mailTo, serverWithMail } from '../fixtures/mail.js';
import { signInAtProvider } from '../fixtures/signIn.js';
import { importSpecification } from '../fixtures/specifications.js';
import { expect, test } from '../fixtures/test.js';
import { EvidenceSection } from '../pages/EvidenceSection.js';
import { FindingsPage } from '../pages/FindingsPage.js';

// A server of its own: the auditor's invitation goes by mail to a real SMTP server this spec starts, and the
// Administrator switches to Norwegian at the end, which the shared server's specs must not see.
const own = serverWithMail({ purpose: 'e2e-audit-findings', from: 'Praxis <praxis@example.com>' });

const requirementsCsv = [
  'code,name,text,parentCode',
  'A,Govern,,',
  'A-01,Access is reviewed,Access rights are reviewed yearly.,A',
].join('\n');

async function pageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.server.baseUrl });
  return context.newPage();
}

test('an external auditor records a minor nonconformity; its owner answers it with evidence and the audit team closes it, in English and Norwegian', async ({
  browser,
}) => {
  test.slow();
  const id = unique();
  const auditTitle = `Certification ${id}`;
  const otherTitle = `Internal audit ${id}`;
  const findingTitle = 'Access reviews are not recorded';
  const auditorEmail = `auditor-${id}@audit.example`;

  const admin = await pageOn(browser);
  const adminView = new FindingsPage(admin);
  const { audit } =
    await test.step('the Administrator plans and freezes an audit of a specification', async () => {
      await admin.goto('/praxis');
      await signInAtProvider(admin, 'admin');
      await expect(admin.getByRole('banner')).toBeVisible();
      const specification = await importSpecification(admin, `ISO ${id}`, requirementsCsv);
      // The auditor picks requirements from the newest snapshot, so this audit is frozen at once.
      const planned = await planAudit(admin, auditTitle, specification.id, true);
      await planAudit(admin, otherTitle, specification.id);
      return { audit: planned };
    });

  await test.step('the Administrator gives an external auditor access to that audit until a date', async () => {
    await adminView.openAudit(audit.id, 'auditors');
    await adminView.main.getByRole('button', { name: 'Grant access' }).click();
    const grant = adminView.dialog(`Give an auditor access to ${auditTitle}`);
    await grant.getByRole('textbox', { name: 'Email' }).fill(auditorEmail);
    await grant.getByRole('textbox', { name: 'First name' }).fill('Eva');
    await grant.getByRole('textbox', { name: 'Last name' }).fill('Extern');
    await grant.getByLabel('Access until').fill(dayFromToday(30));
    await grant.getByRole('button', { name: 'Grant access' }).click();
    await expect(adminView.toast(`${auditorEmail} has access and an invitation`)).toBeVisible();
    await expect(adminView.row('Eva Extern')).toContainText('Invited, not signed in yet');
  });

  const auditor = await pageOn(browser);
  const auditorView = new FindingsPage(auditor);
  await test.step('the auditor accepts the invitation, signs in and sees that audit and no other', async () => {
    await auditor.goto(linkIn(await mailTo(own.smtp, auditorEmail)));
    await choosePassword(auditor, 'invitation', 'an auditor passphrase');
    await expect(auditor.getByRole('banner')).toBeVisible();
    await auditor.goto('/audits');
    await expect(auditorView.main.getByRole('link', { name: auditTitle })).toBeVisible();
    await expect(auditorView.main.getByText(otherTitle)).toHaveCount(0);
  });

  await test.step('the auditor records a minor nonconformity against a requirement', async () => {
    await auditorView.openAudit(audit.id, 'findings');
    await auditorView.main.getByRole('button', { name: 'Record finding' }).click();
    const record = auditorView.dialog('Record finding');
    await record.getByRole('combobox', { name: 'Kind' }).selectOption('Minor nonconformity');
    await record.getByRole('textbox', { name: 'Title' }).fill(findingTitle);
    await record.getByRole('textbox', { name: 'Description' }).fill('No record of the yearly review exists.');
    await auditorView.choose(record, 'Requirement', 'A-01 Access is reviewed');
    await record.getByLabel('Due date').fill(dayFromToday(14));
    expect(await severeViolationsIn(auditor, '[role="dialog"]')).toEqual([]);
    await record.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(auditorView.toast(/Finding FND-\d+ recorded/)).toBeVisible();
    const row = auditorView.row(findingTitle);
    await expect(row).toContainText('Minor nonconformity');
    await expect(row).toContainText('Access is reviewed');
    await expect(row).toContainText('Open');
  });

  await test.step('the Administrator gives the finding an owner', async () => {
    await adminView.openAudit(audit.id, 'findings');
    const details = await adminView.openFinding(findingTitle);
    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = adminView.dialog(/^Edit FND-\d+$/);
    await adminView.choose(edit, 'Owner', 'Ulf User');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(details).toContainText('Ulf User');
  });

  const owner = await pageOn(browser);
  const ownerView = new FindingsPage(owner);
  await test.step('the owner finds it in the plan of action, uploads evidence and marks it ready', async () => {
    await owner.goto('/findings');
    await signInAtProvider(owner, 'user');
    await expect(owner.getByRole('heading', { level: 1, name: 'Plan of action' })).toBeVisible();
    await expect(ownerView.row(findingTitle)).toContainText('Ulf User');
    const details = await ownerView.openFinding(findingTitle);
    await ownerView.move(details, 'Start work', 'Reviewing the access rights now', 'Comment');
    await expect(ownerView.toast(/FND-\d+ is now In progress/)).toBeVisible();

    const evidence = new EvidenceSection(owner, details);
    const upload = await evidence.openUpload({
      name: 'access-review.pdf',
      buffer: Buffer.from('%PDF-1.4 review'),
    });
    await upload.getByRole('textbox', { name: 'Title' }).fill('Access review 2026');
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(ownerView.toast('Evidence Access review 2026 uploaded')).toBeVisible();
    await expect(evidence.row('Access review 2026')).toBeVisible();

    await ownerView.move(details, 'Ready for verification', 'Reviewed and recorded', 'Comment');
    await expect(ownerView.toast(/FND-\d+ is now Ready for verification/)).toBeVisible();
    // Verifying is for the audit's team: the owner is not in it.
    await expect(details.getByRole('button', { name: 'Close with comment' })).toHaveCount(0);
  });

  await test.step('the Administrator, of the audit team, closes it with a comment', async () => {
    await adminView.openAudit(audit.id, 'findings');
    const details = await adminView.openFinding(findingTitle);
    await adminView.move(details, 'Close with comment', 'The review record is sufficient', 'Closing comment');
    await expect(adminView.toast(/FND-\d+ is now Closed/)).toBeVisible();
    await expect(details.getByRole('region', { name: 'History' })).toContainText(
      'The review record is sufficient',
    );
    await admin.keyboard.press('Escape');
    await expect(adminView.row(findingTitle)).toContainText('Closed');
  });

  await test.step('in Norwegian: the findings tab, the finding, the snapshot, its report and comparison, and the plan of action', async () => {
    await admin.goto('/settings/language');
    await admin.getByRole('main').getByRole('radio', { name: 'Norsk bokmål' }).click();
    await expect(admin.locator('html')).toHaveAttribute('lang', 'nb');

    await adminView.openAudit(audit.id, 'findings');
    await expect(admin.getByRole('tab', { name: 'Funn' })).toBeVisible();
    const row = adminView.row(findingTitle);
    await expect(row).toContainText('Mindre avvik');
    await expect(row).toContainText('Lukket');
    const details = await adminView.openFinding(findingTitle);
    await expect(details.getByRole('region', { name: 'Historikk' })).toContainText('Klar for verifisering');
    await expect(details.getByText('Korrigerende tiltak')).toBeVisible();
    await admin.keyboard.press('Escape');

    await adminView.openAudit(audit.id, 'snapshots');
    const snapshot = adminView.main.getByRole('article').first();
    await snapshot.getByRole('button', { name: 'Kontroller' }).click();
    await expect(snapshot.getByRole('status', { name: 'Kontroll' })).toContainText(
      'Hele øyeblikksbildet: Stemmer',
    );
    const [sealed] = await Promise.all([
      admin.waitForEvent('popup'),
      snapshot.getByRole('link', { name: /^Rapport for .* slik den ble forseglet$/ }).click(),
    ]);
    await expect(sealed.getByText(/^Forseglet: /)).toBeVisible();
    await sealed.close();
    await snapshot.getByRole('link', { name: 'Sammenlign' }).click();
    await expect(admin.getByRole('table', { name: 'Endringer per tema' })).toContainText('0 av 1');

    await admin.goto('/findings');
    await expect(admin.getByRole('heading', { level: 1, name: 'Tiltaksplan' })).toBeVisible();
    // The plan lists the demo's open finding, and no longer the one closed above.
    await expect(adminView.row('Record who took part in each access review')).toBeVisible();
    await expect(adminView.row(findingTitle)).toHaveCount(0);
    await adminView.openAudit(audit.id, 'auditors');
    await expect(adminView.row('Eva Extern')).toContainText('Har logget inn');
  });
});
