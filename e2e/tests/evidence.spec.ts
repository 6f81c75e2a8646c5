import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiOf } from '../fixtures/api.js';
import { severeViolationsIn } from '../fixtures/axe.js';
import { dayFromToday, shownDay, unique } from '../fixtures/data.js';
import { pdfOf } from '../fixtures/pdf.js';
import { expect, test } from '../fixtures/test.js';
import { EvidenceSection } from '../pages/EvidenceSection.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const csvOf = (id: string) =>
  [
    'code,name,text,parentCode',
    `EV,Evidence ${id},,`,
    `EV-01,Backups are tested ${id},A restore is tested every quarter.,EV`,
  ].join('\n');

/** Opens the requirement at `address` and the details of its one execution; answers its Evidence section. */
async function openExecution(page: Page, address: string, executionName: string) {
  const spec = new SpecificationPage(page);
  await page.goto(address);
  await expect(spec.requirement.getByRole('heading', { level: 1 })).toBeVisible();
  await spec
    .section('Linked controls')
    .getByRole('button', { name: `View details of ${executionName}` })
    .click();
  const details = spec.dialog('Execution details');
  await expect(details).toBeVisible();
  return { spec, details, evidence: new EvidenceSection(page, details) };
}

test.describe('evidence on an execution', () => {
  test.use({ signedInAs: 'admin' });

  test('upload a PDF to an execution, submit it, approve it as another user and see the requirement turn green; expire it and see red; a new revision in the history; the download matches its SHA-256; the reader sees it all read-only', async ({
    page,
    pageAs,
  }) => {
    const id = unique();
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    const spec = new SpecificationPage(page);

    // A specification with one requirement, a control linked to it and an execution of that control.
    await spec.openList();
    const api = await apiOf(page);
    const imported = await api.upload<{ id: string }>('/v2/specifications/import', {
      name: `E2E evidence ${id}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf(id)),
    });
    await page.goto(`/praxis/specification/${imported.id}`);
    await spec.treeItem(/^EV-01 /).click();
    await expect(page.getByRole('heading', { level: 1, name: `Backups are tested ${id}` })).toBeVisible();
    const address = `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
    const controlName = `Restore test ${id}`;
    await spec.requirement.getByRole('button', { name: 'Link control' }).click();
    await spec.dialog('Link control').getByRole('button', { name: 'Create new control' }).click();
    const newControl = spec.dialog('Create new control');
    await newControl.getByRole('textbox', { name: 'Name', exact: true }).fill(controlName);
    await newControl.getByRole('textbox', { name: 'Title', exact: true }).fill(`Quarterly restore ${id}`);
    await newControl.getByRole('button', { name: 'Create and add' }).click();
    await expect(spec.toast('Control linked')).toBeVisible();
    const controls = spec.section('Linked controls');
    await controls.getByRole('button', { name: `Add execution of ${controlName} on an asset` }).click();
    await spec
      .dialog(`Add execution of ${controlName} on an asset`)
      .getByRole('button', { name: /^Add / })
      .first()
      .click();
    await expect(spec.toast('Execution added')).toBeVisible();
    const executions = controls.getByRole('list', { name: `Executions of ${controlName}` });
    await expect(executions.getByRole('listitem')).toHaveCount(1);
    const executionName =
      (await executions
        .getByRole('listitem')
        .getByText(/^Execution on /)
        .textContent()) ?? '';
    await expect(spec.requirement.getByRole('img', { name: 'Semaphore: Yellow' })).toBeVisible();

    // The execution's details hold an Evidence section, empty so far.
    const { details, evidence } = await openExecution(page, address, executionName);
    await expect(evidence.section.getByText('No evidence yet.')).toBeVisible();
    expect(await severeViolationsIn(page, '[role="dialog"]')).toEqual([]);

    // An upload held on its way shows its progress; cancelling asks first, then nothing is stored.
    const title = `Restore report ${id}`;
    const first = { name: `restore-${id}.pdf`, buffer: pdfOf(`Restore report ${id}, first`) };
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/v2/Executions/*/evidence', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await released;
      // The browser has dropped the request by now; there is nothing left to let through.
      await route.continue().catch(() => {});
    });
    let upload = await evidence.openUpload(first);
    await expect(upload.getByText(`${first.name} (`)).toBeVisible();
    await upload.getByRole('textbox', { name: 'Title' }).fill(title);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(upload.getByRole('progressbar', { name: 'Upload progress' })).toBeAttached();
    await upload.getByRole('button', { name: 'Cancel upload' }).click();
    await evidence.dialog('Cancel the upload?').getByRole('button', { name: 'Cancel upload' }).click();
    await expect(evidence.toast('Evidence was not uploaded')).toBeVisible();
    await expect(upload.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
    release();
    await page.unroute('**/v2/Executions/*/evidence');
    await upload.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(upload).toBeHidden();
    await expect(evidence.section.getByText('No evidence yet.')).toBeVisible();

    // The upload by the button: a draft, revision 1, by its uploader, who is not offered its review.
    upload = await evidence.openUpload(first);
    await upload.getByRole('textbox', { name: 'Title' }).fill(title);
    await upload.getByRole('textbox', { name: 'Description' }).fill('The restore of the file server');
    await upload.getByLabel('Effective date').fill(dayFromToday(-2));
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(evidence.toast(`Evidence ${title} uploaded`)).toBeVisible();
    await expect(upload).toBeHidden();
    const row = evidence.row(title);
    await expect(row).toContainText('Draft');
    await expect(row).toContainText('Revision 1 · Uploaded by Ada Admin');
    await expect(row).toContainText(`Effective: ${shownDay(dayFromToday(-2))}`);
    await expect(evidence.section.getByRole('button', { name: /^Evidence/ })).toContainText('1');

    // The PDF shows in the browser.
    await row.getByRole('button', { name: `Preview ${title}` }).click();
    const preview = evidence.dialog(`Preview of ${title}`);
    await expect(preview.locator(`iframe[title="${title}"]`)).toHaveAttribute('src', /^blob:/);
    await preview.getByRole('button', { name: 'Close' }).click();

    await evidence.act(title, 'Submit for review');
    await expect(evidence.toast(`Evidence ${title} submitted for review`)).toBeVisible();
    await expect(row).toContainText('Submitted');
    await row.getByRole('button', { name: `Actions for ${title}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Review' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(spec.requirement.getByRole('img', { name: 'Semaphore: Yellow' })).toBeVisible();

    // Another person of the company approves it; the requirement turns green.
    const userPage = await pageAs('user');
    const reviewer = await openExecution(userPage, address, executionName);
    await reviewer.evidence.act(title, 'Review');
    const review = reviewer.evidence.dialog(`Review ${title}, revision 1`);
    await review.getByRole('radio', { name: 'Approve' }).check();
    await review.getByRole('textbox', { name: 'Comment' }).fill('The restore worked');
    await review.getByRole('button', { name: 'Save review' }).click();
    await expect(reviewer.evidence.toast(`Evidence ${title} approved`)).toBeVisible();
    await expect(reviewer.evidence.row(title)).toContainText('Approved');
    await expect(reviewer.evidence.row(title)).toContainText('Reviewed by Ulf User: The restore worked');
    await userPage.keyboard.press('Escape');
    await expect(reviewer.spec.requirement.getByRole('img', { name: 'Semaphore: Green' })).toBeVisible();
    await page.reload();
    await expect(spec.requirement.getByRole('img', { name: 'Semaphore: Green' })).toBeVisible();

    // Its expiry set to yesterday: expired, in words and colour, and the requirement is red.
    const again = await openExecution(page, address, executionName);
    await again.evidence.act(title, 'Edit');
    const edit = again.evidence.dialog(`Edit ${title}`);
    await edit.getByLabel('Expiry date').fill(dayFromToday(-1));
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(again.evidence.toast(`Evidence ${title} saved`)).toBeVisible();
    const expiredRow = again.evidence.row(title);
    await expect(expiredRow).toContainText(`Expires: ${shownDay(dayFromToday(-1))}`);
    await expect(expiredRow.getByText('Expired', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(spec.requirement.getByRole('img', { name: 'Semaphore: Red' })).toBeVisible();

    // A new revision, dropped on the zone: both are in the history, each with its hash.
    const second = { name: `restore-${id}-2.pdf`, buffer: pdfOf(`Restore report ${id}, second`) };
    const { evidence: renewed } = await openExecution(page, address, executionName);
    await renewed.act(title, 'Upload new revision');
    const revision = renewed.dialog(`New revision of ${title}`);
    await renewed.dropFile(revision.getByRole('button', { name: 'Choose a file' }), second);
    await expect(revision.getByText(`${second.name} (`)).toBeVisible();
    await revision.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(renewed.toast(`Revision 2 of ${title} uploaded`)).toBeVisible();
    await expect(renewed.row(title)).toContainText('Revision 2');
    await expect(renewed.row(title)).toContainText('Draft');
    await renewed
      .row(title)
      .getByRole('button', { name: `Revision history of ${title}` })
      .click();
    const history = renewed.dialog(`Revisions of ${title}`);
    const revisions = history.getByRole('row');
    await expect(revisions).toHaveCount(3);
    await expect(revisions.nth(1)).toContainText(sha256(second.buffer).slice(0, 12));
    await expect(revisions.nth(1)).toContainText('Draft');
    await expect(revisions.nth(2)).toContainText(sha256(first.buffer).slice(0, 12));
    await expect(revisions.nth(2)).toContainText('Approved');
    expect(await severeViolationsIn(page, '[role="dialog"]')).toEqual([]);

    // An earlier revision downloads as it was uploaded.
    const earlier = page.waitForEvent('download');
    await history.getByRole('button', { name: 'Download revision 1' }).click();
    expect(sha256(await readFile((await (await earlier).path()) ?? ''))).toBe(sha256(first.buffer));
    await history.getByRole('button', { name: 'Close' }).click();

    // The latest downloads with its SHA-256 in a header, and both match the bytes uploaded.
    const answer = page.waitForResponse((response) =>
      /\/v2\/evidence\/[^/]+\/download$/.test(response.url()),
    );
    const download = page.waitForEvent('download');
    await renewed
      .row(title)
      .getByRole('button', { name: `Download ${title}` })
      .click();
    expect((await answer).headers()['x-content-sha256']).toBe(sha256(second.buffer));
    const saved = await (await download).path();
    expect(sha256(await readFile(saved ?? ''))).toBe(sha256(second.buffer));

    // The reader sees the evidence, previews, downloads and reads its history, and can change nothing.
    const readerPage = await pageAs('reader');
    const reader = await openExecution(readerPage, address, executionName);
    const readerRow = reader.evidence.row(title);
    await expect(readerRow).toContainText('Revision 2');
    await expect(readerRow.getByText('Expired', { exact: true })).toBeVisible();
    await expect(reader.evidence.section.getByRole('button', { name: 'Upload a file' })).toHaveCount(0);
    await expect(reader.evidence.section.getByRole('button', { name: 'Add link' })).toHaveCount(0);
    await expect(readerRow.getByRole('button', { name: `Actions for ${title}` })).toHaveCount(0);
    await expect(readerRow.getByRole('button', { name: `Preview ${title}` })).toBeVisible();
    await expect(readerRow.getByRole('button', { name: `Download ${title}` })).toBeVisible();
    await readerRow.getByRole('button', { name: `Revision history of ${title}` }).click();
    await expect(reader.evidence.dialog(`Revisions of ${title}`).getByRole('row')).toHaveCount(3);

    // A requirement holds evidence of its own: a link to proof kept elsewhere.
    await page.keyboard.press('Escape');
    await expect(spec.dialog('Execution details')).toBeHidden();
    const own = new EvidenceSection(page, spec.requirement);
    await own.section.getByRole('button', { name: 'Add link' }).click();
    const link = own.dialog('Add a link as evidence');
    await link.getByRole('textbox', { name: 'Title' }).fill(`Restore ticket ${id}`);
    await link.getByRole('textbox', { name: 'Address (http or https)' }).fill('javascript:alert(1)');
    await link.getByRole('button', { name: 'Add link' }).click();
    await expect(link.getByText('Must be an http or https address')).toBeVisible();
    await link
      .getByRole('textbox', { name: 'Address (http or https)' })
      .fill(`https://tickets.example.com/${id}`);
    await link.getByRole('button', { name: 'Add link' }).click();
    await expect(own.toast(`Link Restore ticket ${id} added`)).toBeVisible();
    await expect(
      own.row(`Restore ticket ${id}`).getByRole('link', { name: `Restore ticket ${id}` }),
    ).toHaveAttribute('href', `https://tickets.example.com/${id}`);
    await expect(own.row(`Restore ticket ${id}`)).toContainText('Link · Revision 1');
    await own.act(`Restore ticket ${id}`, 'New address');
    const address2 = own.dialog(`New revision of Restore ticket ${id}`);
    await address2
      .getByRole('textbox', { name: 'Address (http or https)' })
      .fill(`https://tickets.example.com/${id}-2`);
    await address2.getByRole('button', { name: 'Save' }).click();
    await expect(own.toast(`New address of Restore ticket ${id} saved as revision 2`)).toBeVisible();
    await expect(
      own.row(`Restore ticket ${id}`).getByRole('link', { name: `Restore ticket ${id}` }),
    ).toHaveAttribute('href', `https://tickets.example.com/${id}-2`);
    expect(consoleErrors).toEqual([]);
  });
});
