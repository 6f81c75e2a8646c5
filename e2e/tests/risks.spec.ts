import { severeViolationsIn } from '../fixtures/axe.js';
import { dayFromToday, shownDay, today, unique } from '../fixtures/data.js';
import { expect, test } from '../fixtures/test.js';
import { RisksPage } from '../pages/RisksPage.js';
import { ToolboxPage } from '../pages/ToolboxPage.js';

test.describe('risk analysis as the Administrators of Demo AS', () => {
  test.use({ signedInAs: 'admin' });

  test('a scenario on an asset, rated before and after its control, moves between heat-map cells, is accepted, approved by another Administrator, reported and read by a reader', async ({
    page,
    context,
    pageAs,
  }) => {
    const id = unique();
    const assetName = `Warehouse ${id}`;
    const originName = `Burglar ${id}`;
    const causeName = `Weak lock ${id}`;
    const scenarioName = `Break-in ${id}`;
    const controlName = `Alarm ${id}`;
    const toolbox = new ToolboxPage(page);

    // An origin made in its own register, and the asset the scenario affects.
    await toolbox.open();
    await toolbox.panel.getByRole('button', { name: 'Origins' }).click();
    await toolbox.drawer('Origins').getByRole('button', { name: 'Create new origin' }).click();
    const newOrigin = toolbox.dialog('Create new origin');
    await newOrigin.getByRole('textbox', { name: 'Name', exact: true }).fill(originName);
    await newOrigin.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toolbox.toast(`Origin ${originName} created`)).toBeVisible();
    await expect(newOrigin).toBeHidden();
    await toolbox.createAsset(assetName, 'Physical');

    // The scenario, made on the asset.
    const asset = await toolbox.openAssetDetails(assetName);
    await asset.getByRole('button', { name: 'Add to Risk scenarios' }).click();
    await toolbox.dialog('Add to Risk scenarios').getByRole('button', { name: 'Create new threat' }).click();
    const newThreat = toolbox.dialog('Create new threat');
    await newThreat.getByRole('textbox', { name: 'Name', exact: true }).fill(scenarioName);
    await newThreat.getByRole('button', { name: 'Create and add' }).click();
    await expect(toolbox.toast('Threat added')).toBeVisible();
    await asset
      .getByRole('region', { name: 'Risk scenarios' })
      .getByRole('button', { name: `View details of ${scenarioName}` })
      .click();
    const scenario = toolbox.dialog('Threat details');
    await expect(scenario.getByRole('region', { name: 'Affected assets' })).toContainText(assetName);

    // Its origin, picked from the register, and its cause, made in place.
    await scenario.getByRole('button', { name: 'Add to Origins' }).click();
    const addOrigin = toolbox.dialog('Add to Origins');
    await addOrigin.getByRole('searchbox', { name: 'Search Origins' }).fill(originName);
    await addOrigin.getByRole('button', { name: `Add ${originName}` }).click();
    await expect(toolbox.toast('Origin added')).toBeVisible();
    await expect(scenario.getByRole('region', { name: 'Origins' })).toContainText(originName);
    await scenario.getByRole('button', { name: 'Add to Causes' }).click();
    await toolbox.dialog('Add to Causes').getByRole('button', { name: 'Create new cause' }).click();
    const newCause = toolbox.dialog('Create new cause');
    await newCause.getByRole('textbox', { name: 'Name', exact: true }).fill(causeName);
    await newCause.getByRole('button', { name: 'Create and add' }).click();
    await expect(toolbox.toast('Cause added')).toBeVisible();
    await expect(scenario.getByRole('region', { name: 'Causes' })).toContainText(causeName);

    // Inherent: likely and severe, 20, critical under the default matrix.
    await toolbox.choose(scenario, 'Inherent likelihood', '4 – Likely');
    await toolbox.dismissToast('Item was updated');
    await toolbox.choose(scenario, 'Inherent consequence', '5 – Severe');
    await toolbox.dismissToast('Item was updated');
    await expect(scenario.getByRole('textbox', { name: 'Inherent risk level' })).toHaveValue('Critical (20)');
    await expect(scenario.getByRole('textbox', { name: 'Residual risk level' })).toHaveValue('Not assessed');

    // On the risk view the scenario sits in the inherent cell 4 × 5 and in no residual cell yet.
    const risks = new RisksPage(page);
    await risks.open();
    expect(await risks.count('inherent', 4, 5)).toBeGreaterThanOrEqual(1);
    await risks.narrowTo('inherent', 4, 5);
    await expect(risks.row(scenarioName)).toContainText('Critical (20)');
    await risks.narrowTo('residual', 4, 5);
    await expect(risks.row(scenarioName)).toHaveCount(0);
    const residualBefore = await risks.count('residual', 2, 3);

    // A reducing control, then the residual rating: unlikely and moderate, 6, medium.
    const details = await risks.openScenario(scenarioName);
    await details.getByRole('button', { name: 'Add to Reducing controls' }).click();
    await toolbox
      .dialog('Add to Reducing controls')
      .getByRole('button', { name: 'Create new control' })
      .click();
    const newControl = toolbox.dialog('Create new control');
    await newControl.getByRole('textbox', { name: 'Name', exact: true }).fill(controlName);
    await newControl.getByRole('textbox', { name: 'Title', exact: true }).fill(`Intruder alarm ${id}`);
    await newControl.getByRole('button', { name: 'Create and add' }).click();
    await expect(toolbox.toast('Control added')).toBeVisible();
    await expect(details.getByRole('region', { name: 'Reducing controls' })).toContainText(controlName);
    await toolbox.choose(details, 'Residual likelihood', '2 – Unlikely');
    await toolbox.dismissToast('Item was updated');
    await toolbox.choose(details, 'Residual consequence', '3 – Moderate');
    await toolbox.dismissToast('Item was updated');
    await expect(details.getByRole('textbox', { name: 'Residual risk level' })).toHaveValue('Medium (6)');
    await expect(details).toContainText('From inherent to residual: down from 20 to 6');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // The scenario moved: still inherent 4 × 5, now residual 2 × 3, whose count grew by it.
    await risks.open();
    expect(await risks.count('residual', 2, 3)).toBeGreaterThanOrEqual(residualBefore + 1);
    await risks.narrowTo('residual', 2, 3);
    await expect(risks.row(scenarioName)).toContainText('Medium (6)');
    await expect(risks.row(scenarioName)).toContainText('down from 20 to 6');
    await risks.narrowTo('inherent', 2, 3);
    await expect(risks.row(scenarioName)).toHaveCount(0);
    await risks.narrowTo('inherent', 4, 5);
    await expect(risks.row(scenarioName)).toContainText('Critical (20)');
    await risks.narrowTo('residual', 4, 5);
    await expect(risks.row(scenarioName)).toHaveCount(0);

    // Accepted by the admin, who owns the treatment and so may not approve it.
    const expires = dayFromToday(180);
    const accepted = await risks.openScenario(scenarioName);
    const treatment = accepted.getByRole('region', { name: 'Treatment', exact: true });
    await expect(treatment).toContainText('No treatment decided yet.');
    await treatment.getByRole('button', { name: 'Decide treatment' }).click();
    const decision = toolbox.dialog(`Treatment of ${scenarioName}`);
    await decision.getByRole('combobox', { name: 'Decision' }).selectOption({ label: 'Accept' });
    await toolbox.choose(decision, 'Owner', 'Ada Admin');
    await decision.getByRole('textbox', { name: 'Justification' }).fill('An alarm is enough for a warehouse');
    await decision.getByLabel('Acceptance expires').fill(expires);
    await decision.getByRole('button', { name: 'Save' }).click();
    await expect(toolbox.toast('Treatment saved')).toBeVisible();
    await expect(decision).toBeHidden();
    await expect(treatment).toContainText('Waiting for approval by an Administrator other than the owner');
    await expect(treatment).toContainText(shownDay(expires));
    await expect(treatment.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(accepted).toBeHidden();
    // The register follows without a reload.
    await expect(risks.row(scenarioName)).toContainText('Accept');
    await expect(risks.row(scenarioName)).toContainText('Ada Admin');

    // Approved by the other Administrator of Demo AS.
    const secondPage = await pageAs('secondAdmin');
    const second = new RisksPage(secondPage);
    await second.open();
    const approving = (await second.openScenario(scenarioName)).getByRole('region', {
      name: 'Treatment',
      exact: true,
    });
    await expect(approving).toContainText('Waiting for approval by an Administrator other than the owner');
    await approving.getByRole('button', { name: 'Approve' }).click();
    await expect(second.toast('Acceptance approved')).toBeVisible();
    await expect(approving).toContainText(`Approved by Aud Andersen on ${today()}`);
    await expect(approving.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The printable risk report: both heat maps and the scenario, on A4.
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Print risk report' }).click(),
    ]);
    await expect(report).toHaveURL(/\/praxis\/risks\/report$/);
    await expect(report.getByRole('heading', { level: 1, name: 'Demo AS' })).toBeVisible();
    await expect(report.getByRole('navigation')).toHaveCount(0);
    for (const rating of ['inherent', 'residual']) {
      const heatMap = report.getByRole('table', { name: `Heat map: ${rating} risk` });
      await expect(heatMap.getByRole('row')).toHaveCount(6);
      await expect(heatMap.getByRole('cell')).toHaveCount(25);
    }
    const reported = report
      .getByRole('region', { name: 'Risk register' })
      .getByRole('row')
      .filter({ hasText: scenarioName });
    await expect(reported).toContainText('Critical (20)');
    await expect(reported).toContainText('Medium (6)');
    await expect(reported).toContainText('Accept');
    const print = report.getByRole('button', { name: 'Print' });
    await expect(print).toBeVisible();
    await report.emulateMedia({ media: 'print' });
    await expect(print).toBeHidden();
    await report.emulateMedia({ media: 'screen' });
    const pdf = await report.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);

    // A reader sees the same, with nothing to change.
    const readerPage = await pageAs('reader');
    const reader = new RisksPage(readerPage);
    await reader.open();
    await expect(reader.heatMap('inherent')).toBeVisible();
    await expect(reader.heatMap('residual')).toBeVisible();
    await readerPage.getByRole('searchbox', { name: 'Search' }).fill(scenarioName);
    await expect(reader.row(scenarioName)).toContainText('Medium (6)');
    const readOnly = await reader.openScenario(scenarioName);
    await expect(readOnly.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
      'readonly',
      '',
    );
    for (const field of ['Inherent likelihood', 'Residual consequence']) {
      await expect(readOnly.getByRole('combobox', { name: field, exact: true })).toHaveAttribute(
        'readonly',
        '',
      );
    }
    await expect(readOnly.getByRole('textbox', { name: 'Residual risk level' })).toHaveValue('Medium (6)');
    const readTreatment = readOnly.getByRole('region', { name: 'Treatment', exact: true });
    await expect(readTreatment).toContainText('Approved by Aud Andersen');
    await expect(
      readTreatment.getByRole('button', { name: /^(Decide|Edit|Remove) treatment$|^Approve$/ }),
    ).toHaveCount(0);
    await expect(readOnly.getByRole('button', { name: /^Add to / })).toHaveCount(0);
    await expect(readOnly.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(readOnly.getByRole('region', { name: 'Reducing controls' })).toContainText(controlName);
  });

  test('the risk view has no serious or critical accessibility violations', async ({ page }) => {
    const risks = new RisksPage(page);
    await risks.open();
    await expect(risks.heatMap('residual')).toBeVisible();
    expect(await severeViolationsIn(page, 'main')).toEqual([]);
  });
});
