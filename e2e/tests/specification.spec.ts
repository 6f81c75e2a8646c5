import { apiOf } from '../fixtures/api.js';
import { severeViolationsIn } from '../fixtures/axe.js';
import { today, unique } from '../fixtures/data.js';
import { expect, test } from '../fixtures/test.js';
import { RichTextEditorPanel } from '../pages/RichTextEditorPanel.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';

const csvOf = (id: string) =>
  [
    'code,name,text,parentCode',
    `AC,Access control ${id},,`,
    'AC.1,Accounts,,AC',
    `AC.1-01,Accounts are reviewed ${id},Accounts are reviewed every quarter.,AC.1`,
    'AC.1-02,Privileged accounts are limited,Only administrators hold privileged accounts.,AC.1',
    'LG,Logging,,',
    'LG-01,Logs are kept,Security logs are kept for a year.,LG',
  ].join('\n');

test.describe('specifications as the administrator of Demo AS', () => {
  test.use({ signedInAs: 'admin' });

  test('import a CSV, work on a requirement, see the semaphore move; the reader sees it read-only', async ({
    page,
    pageAs,
  }) => {
    const id = unique();
    const name = `E2E controls ${id}`;
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    const spec = new SpecificationPage(page);

    // Opening / leads to the list; a file the server refuses keeps the dialog open with its reason.
    await page.goto('/');
    await expect(page).toHaveURL(/\/praxis$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Specifications' })).toBeVisible();
    const refused = await spec.importCsv(
      `broken ${id}.csv`,
      'code,name,text,parentCode\nA-1,Orphan,,MISSING\n',
    );
    await expect(refused.getByRole('alert')).toContainText('unknown parentCode MISSING');
    await refused.getByRole('button', { name: 'Cancel' }).click();

    // The import with its progress bar opens the new specification. A small file uploads in an instant, so
    // the request is held (not changed) until the bar has been seen, then let through.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/v2/specifications/import', async (route) => {
      await released;
      await route.continue();
    });
    const dialog = await spec.importCsv(`${name}.csv`, csvOf(id));
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeAttached();
    await expect(
      dialog.getByText(/^Uploading… \d+ %$|^Uploaded; the server is reading the file…$/),
    ).toBeVisible();
    release();
    await expect(spec.toast(`Specification ${name} imported`)).toBeVisible();
    await expect(page).toHaveURL(/\/praxis\/specification\/[0-9a-f-]{36}$/);
    await page.unroute('**/v2/specifications/import');
    const address = new URL(page.url()).pathname;

    // The breadcrumb bar, and the index with topics, sub-topics and requirements.
    await expect(spec.breadcrumbs.getByText(name)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Open report' })).toHaveAttribute(
      'href',
      `${address}/report`,
    );
    await expect(page.getByRole('link', { name: 'Open report' })).toHaveAttribute('target', '_blank');
    await expect(spec.treeItem(/^AC Access control/)).toHaveAttribute('aria-expanded', 'true');
    await expect(spec.treeItem(/^LG-01 Logs are kept, Semaphore: Gray$/)).toBeVisible();

    // The toggle hides and shows the index.
    await page.getByRole('button', { name: 'Hide navigation' }).click();
    await expect(spec.tree).toBeHidden();
    await page.getByRole('button', { name: 'Show navigation' }).click();
    await expect(spec.tree).toBeVisible();

    // The index by mouse: a click opens the sub-topic; by keyboard: arrows and Enter select a requirement.
    await spec.treeItem(/^AC.1 Accounts/).click();
    await expect(spec.treeItem(/^AC.1 Accounts/)).toHaveAttribute('aria-expanded', 'true');
    await spec.treeItem(/^AC.1-02 /).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Privileged accounts are limited' }),
    ).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(spec.treeItem(/^AC.1-01 /)).toBeFocused();
    await page.keyboard.press('Enter');
    const requirementName = `Accounts are reviewed ${id}`;
    await expect(page.getByRole('heading', { level: 1, name: requirementName })).toBeVisible();
    await expect(page).toHaveURL(/\?requirement=[0-9a-f-]{36}$/);
    await expect(spec.requirement.getByRole('document', { name: 'Requirement text' })).toContainText(
      'Accounts are reviewed every quarter.',
    );
    await expect(spec.requirement.getByRole('img', { name: 'Semaphore: Gray' })).toBeVisible();

    // Link a new control through the add dialog.
    const controlName = `Access review ${id}`;
    await spec.requirement.getByRole('button', { name: 'Link control' }).click();
    await spec.dialog('Link control').getByRole('button', { name: 'Create new control' }).click();
    const newControl = spec.dialog('Create new control');
    await newControl.getByRole('textbox', { name: 'Name', exact: true }).fill(controlName);
    await newControl.getByRole('textbox', { name: 'Title', exact: true }).fill(`Quarterly review ${id}`);
    await newControl.getByRole('button', { name: 'Create and add' }).click();
    await expect(spec.toast('Control linked')).toBeVisible();
    const controls = spec.section('Linked controls');
    await expect(controls.getByRole('listitem', { name: controlName })).toBeVisible();

    // An execution on an asset turns it yellow (open work); its implementation today turns it green.
    await controls.getByRole('button', { name: `Add execution of ${controlName} on an asset` }).click();
    const pickAsset = spec.dialog(`Add execution of ${controlName} on an asset`);
    await pickAsset.getByRole('button', { name: /^Add / }).first().click();
    await expect(spec.toast('Execution added')).toBeVisible();
    const executions = controls.getByRole('list', { name: `Executions of ${controlName}` });
    await expect(executions.getByRole('listitem')).toHaveCount(1);
    await expect(spec.requirement.getByRole('img', { name: 'Semaphore: Yellow' })).toBeVisible();
    await expect(spec.treeItem(/^AC.1-01 .*, Semaphore: Yellow$/)).toBeVisible();
    await executions.getByRole('button', { name: 'Implementation date: Not set' }).click();
    await page.getByRole('button', { name: 'Set to today' }).click();
    // Closed, not left to time out: the deadline's toast below, of the same text, would otherwise join it
    // when the page is quick, and come to rest under the pointer that closed the first, which keeps it open.
    await spec.dismissToast('Checkpoints saved');
    await expect(executions.getByRole('button', { name: `Implementation date: ${today()}` })).toBeVisible();
    await expect(spec.requirement.getByRole('img', { name: 'Semaphore: Green' })).toBeVisible();
    await expect(spec.treeItem(/^AC.1-01 .*, Semaphore: Green$/)).toBeVisible();

    // An execution is changed from its row here, its details being read-only: a deadline, who is
    // accountable for it (offered first), and its implementation text.
    const row = executions.getByRole('listitem');
    const edit = row.getByRole('button', { name: /^Edit the execution on / });
    await edit.click();
    const editor = row.getByRole('region', { name: /^Editing the execution on / });
    await editor.getByRole('button', { name: 'Add checkpoint' }).click();
    await page.getByRole('menuitem', { name: 'Deadline' }).click();
    await editor.getByRole('button', { name: 'Deadline: Not set' }).click();
    await page.getByRole('button', { name: 'Set to today' }).click();
    await spec.dismissToast('Checkpoints saved');
    await expect(row.getByText(`Deadline: ${today()} ·`)).toBeVisible();
    await editor.getByRole('button', { name: 'Add assignment' }).click();
    await expect(page.getByRole('menuitem').first()).toHaveText('Accountable');
    await page.getByRole('menuitem', { name: 'Accountable' }).click();
    await spec.choose(editor, 'Accountable', 'Ada Admin');
    await spec.dismissToast('Assignments saved');
    const implementation = new RichTextEditorPanel(
      page,
      editor.getByRole('region', { name: 'Implementation' }),
      'Implementation',
    );
    await implementation.text.click();
    await page.keyboard.type(`Reviewed in the access tool ${id}`);
    await expect(spec.toast('Documentation uploaded').first()).toBeVisible();
    await row.getByRole('button', { name: /^View details of / }).click();
    const executionDetails = spec.dialog('Execution details');
    await expect(executionDetails.getByRole('combobox', { name: 'Accountable' })).toHaveValue('Ada Admin');
    await expect(
      executionDetails.getByRole('region', { name: 'Checkpoints' }).getByText(today()),
    ).toHaveCount(2);
    await expect(executionDetails.getByRole('region', { name: 'Implementation' })).toContainText(
      `Reviewed in the access tool ${id}`,
    );
    for (const action of ['Add checkpoint', 'Add assignment', /^Delete /, /^Implementation date:/]) {
      await expect(executionDetails.getByRole('button', { name: action })).toHaveCount(0);
    }
    await page.keyboard.press('Escape');
    await expect(executionDetails).toBeHidden();
    await edit.click();
    await expect(editor).toBeHidden();
    await expect(spec.requirement.getByRole('img', { name: 'Semaphore: Green' })).toBeVisible();

    // Current and target maturity, with a comment; applicability with a justification.
    const maturity = spec.section('Maturity');
    await spec.choose(maturity, 'Current maturity', '3 – Defined');
    await spec.dismissToast('Maturity saved');
    await spec.choose(maturity, 'Target maturity', '5 – Quantitative');
    await spec.dismissToast('Maturity saved');
    await maturity.getByRole('textbox', { name: 'Comment on current maturity' }).fill(`Reviewed ${id}`);
    await maturity.getByRole('textbox', { name: 'Comment on current maturity' }).blur();
    await spec.dismissToast('Maturity saved');
    const applicability = spec.section('Applicability');
    await applicability.getByRole('textbox', { name: 'Justification' }).fill(`In scope ${id}`);
    await applicability.getByRole('textbox', { name: 'Justification' }).blur();
    await expect(spec.toast('Applicability saved')).toBeVisible();

    // Reload: the same requirement, with everything kept.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: requirementName })).toBeVisible();
    await expect(spec.treeItem(/^AC.1-01 /)).toHaveAttribute('aria-selected', 'true');
    await expect(spec.requirement.getByRole('img', { name: 'Semaphore: Green' })).toBeVisible();
    await expect(spec.section('Linked controls').getByRole('listitem', { name: controlName })).toBeVisible();
    await expect(spec.section('Maturity').getByRole('combobox', { name: 'Current maturity' })).toHaveValue(
      '3 – Defined',
    );
    await expect(spec.section('Maturity').getByRole('combobox', { name: 'Target maturity' })).toHaveValue(
      '5 – Quantitative',
    );
    await expect(
      spec.section('Maturity').getByRole('textbox', { name: 'Comment on current maturity' }),
    ).toHaveValue(`Reviewed ${id}`);
    await expect(spec.section('Applicability').getByRole('textbox', { name: 'Justification' })).toHaveValue(
      `In scope ${id}`,
    );

    // The list shows it with its colours, found by a case-insensitive search.
    await spec.breadcrumbs.getByRole('link', { name: 'specifications' }).click();
    await page.getByRole('searchbox', { name: 'Search specifications' }).fill(name.toUpperCase());
    const list = page.getByRole('list', { name: 'Specifications list' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list.getByRole('link', { name })).toBeVisible();
    await expect(list.getByText('1 Green')).toBeVisible();
    await expect(list.getByText('2 Gray')).toBeVisible();

    // The reader sees the same requirement with no way to change it.
    const readerPage = await pageAs('reader');
    const reader = new SpecificationPage(readerPage);
    await readerPage.goto(address);
    await expect(readerPage.getByRole('button', { name: 'Import specification' })).toHaveCount(0);
    await reader.treeItem(/^AC.1 Accounts/).click();
    await reader.treeItem(/^AC.1-01 /).click();
    await expect(readerPage.getByRole('heading', { level: 1, name: requirementName })).toBeVisible();
    await expect(
      reader.section('Linked controls').getByRole('listitem', { name: controlName }),
    ).toBeVisible();
    await expect(reader.requirement.getByRole('img', { name: 'Semaphore: Green' })).toBeVisible();
    for (const action of [
      'Link control',
      'Add assignment',
      'Add checkpoint',
      `Unlink ${controlName}`,
      /^Edit the execution on /,
    ]) {
      await expect(reader.requirement.getByRole('button', { name: action })).toHaveCount(0);
    }
    await expect(reader.requirement.getByRole('button', { name: /^Add to / })).toHaveCount(0);
    await expect(reader.requirement.getByRole('button', { name: /^Implementation date:/ })).toHaveCount(0);
    await expect(
      reader.section('Maturity').getByRole('combobox', { name: 'Current maturity' }),
    ).toHaveAttribute('readonly');
    await expect(
      reader.section('Applicability').getByRole('textbox', { name: 'Justification' }),
    ).toHaveAttribute('readonly');
    await expect(reader.section('Applicability').getByRole('radio', { name: 'No' })).toBeDisabled();
    await readerPage.goto('/praxis');
    await readerPage.getByRole('searchbox', { name: 'Search specifications' }).fill(id);
    await expect(readerPage.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);

    // The administrator deletes it, after confirming.
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await spec.dialog('Delete specification').getByRole('button', { name: 'Delete' }).click();
    await expect(spec.toast(`Specification ${name} deleted`)).toBeVisible();
    await expect(list).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the index collapses below 768 px; list, index and requirement have no serious accessibility violations', async ({
    page,
  }) => {
    const id = unique();
    const name = `E2E a11y ${id}`;
    const spec = new SpecificationPage(page);
    await spec.openList();
    const api = await apiOf(page);
    const imported = await api.upload<{ id: string }>('/v2/specifications/import', {
      name: `${name}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf(id)),
    });
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search specifications' }).fill(id);
    await expect(page.getByRole('link', { name })).toBeVisible();
    expect(await severeViolationsIn(page, 'main')).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export ${name} as CSV` }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);

    await page.goto(`/praxis/specification/${imported.id}`);
    await expect(spec.tree).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Maturity' })).toBeVisible();
    expect(await severeViolationsIn(page, 'main')).toEqual([]);
    expect(await severeViolationsIn(page, 'nav[aria-label="Breadcrumb"]')).toEqual([]);

    await spec.treeItem(/^LG-01 /).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Logs are kept' })).toBeVisible();
    await expect(spec.section('Maturity').getByRole('combobox', { name: 'Current maturity' })).toBeVisible();

    // The statement shows once, above; the company's own text is there to write.
    await expect(spec.requirement.getByRole('document', { name: 'Requirement text' })).toContainText(
      'Security logs are kept for a year.',
    );
    await expect(spec.requirement.getByRole('region', { name: 'Description' })).toHaveCount(0);
    await expect(spec.requirement.getByRole('region', { name: 'Implementation' })).toBeVisible();

    // The requirement's own deadline (open work: yellow), an assignment and a related asset.
    const checkpoints = spec.section('Checkpoints');
    await spec.requirement.getByRole('button', { name: 'Add checkpoint' }).click();
    await page.getByRole('menuitem', { name: 'Deadline' }).click();
    await checkpoints.getByRole('button', { name: 'Deadline: Not set' }).click();
    await page.getByRole('button', { name: 'Set to today' }).click();
    await expect(checkpoints.getByRole('button', { name: `Deadline: ${today()}` })).toBeVisible();
    await expect(spec.requirement.getByRole('img', { name: 'Semaphore: Yellow' })).toBeVisible();
    await expect(spec.treeItem(/^LG-01 Logs are kept, Semaphore: Yellow$/)).toBeVisible();
    await spec.requirement.getByRole('button', { name: 'Add assignment' }).click();
    await page.getByRole('menuitem', { name: 'Responsible' }).click();
    await spec.choose(spec.section('Assignments'), 'Responsible', 'Ada Admin');
    await expect(spec.toast('Assignments saved').first()).toBeVisible();
    const assets = spec.section('Assets');
    await assets.getByRole('button', { name: 'Add to Assets' }).click();
    await spec.dialog('Add to Assets').getByRole('button', { name: /^Add / }).first().click();
    await expect(assets.getByRole('button', { name: /^View details of / })).toHaveCount(1);
    await assets.getByRole('button', { name: /^View details of / }).click();
    await expect(spec.dialog('Asset details')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(spec.dialog('Asset details')).toBeHidden();
    expect(await severeViolationsIn(page, 'article')).toEqual([]);

    // At 767 px the index collapses by itself; at 768 px it is the user's to open and close.
    await page.setViewportSize({ width: 767, height: 900 });
    await expect(spec.tree).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show navigation' })).toBeVisible();
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(spec.tree).toBeVisible();
    await page.getByRole('button', { name: 'Hide navigation' }).click();
    await expect(spec.tree).toBeHidden();
    await page.getByRole('button', { name: 'Show navigation' }).click();
    await expect(spec.tree).toBeVisible();
  });
});
