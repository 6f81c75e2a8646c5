import { apiOf } from '../fixtures/api.js';
import { severeViolationsIn } from '../fixtures/axe.js';
import { unique } from '../fixtures/data.js';
import { expect, test } from '../fixtures/test.js';
import { LabelsPage } from '../pages/LabelsPage.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';
import { ToolboxPage } from '../pages/ToolboxPage.js';

const csv = [
  'code,name,text,parentCode',
  'PR,Protect,,',
  'PR.AA,Identity Management,,PR',
  'PR.AA-01,Identities are managed,Accounts are issued and revoked.,PR.AA',
  'PR.AA-02,Identities are proofed,People are who they say.,PR.AA',
].join('\n');

test.describe('labels', () => {
  test.use({ signedInAs: 'admin' });

  test('an administrator defines a label; a user puts it on an asset and a requirement; the toolbox filters by it, the index and the report show it', async ({
    page,
    pageAs,
  }) => {
    const id = unique();
    const labelName = `Label ${id}`;
    const assetName = `Labelled ${id}`;

    // The administrator defines the label.
    const labels = new LabelsPage(page);
    await labels.open();
    await labels.add(labelName, 'Purple');
    await expect(labels.row(labelName)).toContainText('Purple');
    expect(await severeViolationsIn(page, 'main')).toEqual([]);

    const admin = await apiOf(page);
    const specification = await admin.upload<{ id: string }>('/v2/specifications/import', {
      name: `Labels ${id}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });

    // A user puts it on an asset, in the details dialog.
    const userPage = await pageAs('user');
    const toolbox = new ToolboxPage(userPage);
    await toolbox.open();
    await (await apiOf(userPage)).post('/v1/Assets', { name: assetName, class: 1 });
    await toolbox.panel.getByRole('button', { name: 'Assets' }).click();
    const drawer = toolbox.drawer('Assets');
    await drawer.getByRole('searchbox', { name: 'Search Assets' }).fill(assetName);
    const list = toolbox.list('Assets');
    await list.getByRole('button', { name: `View details of ${assetName}` }).click();
    const details = toolbox.dialog('Asset details');
    await toolbox.choose(details, 'Labels', labelName);
    await expect(toolbox.toast('Labels saved')).toBeVisible();
    // A click beside the open choice closes it; then the dialog.
    await details.getByText(/^ASE-\d{3,}$/).click();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
    // The drawer row shows it as a badge.
    await expect(list.getByRole('listitem').filter({ hasText: assetName })).toContainText(labelName);

    // … and on a requirement.
    const spec = new SpecificationPage(userPage);
    await userPage.goto(`/praxis/specification/${specification.id}`);
    await spec.treeItem(/^PR\.AA Identity Management/).click();
    await spec.treeItem(/^PR\.AA-02 Identities are proofed/).click();
    await toolbox.choose(spec.requirement, 'Labels', labelName);
    await expect(toolbox.toast('Labels saved').first()).toBeVisible();

    // The navigation index narrows to the requirements with the label.
    await spec.requirement.getByRole('heading', { level: 1 }).click();
    await toolbox.choose(
      userPage.getByRole('navigation', { name: 'Navigation index' }),
      'Filter by label',
      labelName,
    );
    await expect(spec.tree.getByRole('treeitem', { name: /PR\.AA-02/ })).toBeVisible();
    await expect(spec.tree.getByRole('treeitem', { name: /PR\.AA-01/ })).toHaveCount(0);

    // The toolbox filter's Label parameter (the administrator's saved filter, so no other spec's drawer changes).
    const adminToolbox = new ToolboxPage(page);
    await adminToolbox.open();
    await adminToolbox.panel.getByRole('button', { name: 'Assets' }).click();
    const adminDrawer = adminToolbox.drawer('Assets');
    await adminDrawer.getByRole('button', { name: 'New filter' }).click();
    const filter = adminToolbox.dialog('Filter Assets');
    await adminToolbox.choose(filter, 'Add new filter parameter', 'Label');
    await adminToolbox.choose(filter, 'Value 1', labelName);
    await filter.getByRole('button', { name: 'Apply' }).click();
    await expect(adminDrawer.getByRole('button', { name: `Filter: Label:${labelName}` })).toBeVisible();
    const filtered = adminToolbox.list('Assets');
    await expect(filtered.getByRole('listitem')).toHaveCount(1);
    await expect(filtered).toContainText(assetName);
    await adminDrawer.getByRole('button', { name: /^Filter:/ }).click();
    await filter.getByRole('button', { name: 'Clear filter parameters' }).click();
    await filter.getByRole('button', { name: 'Apply' }).click();
    await expect(adminDrawer.getByRole('button', { name: /^Filter:/ })).toHaveCount(0);

    // The report shows the requirement's label.
    await page.goto(`/praxis/specification/${specification.id}/report`);
    const requirement = page.getByRole('article', { name: 'PR.AA-02 Identities are proofed' });
    await expect(requirement.getByRole('list', { name: 'Labels' })).toHaveText(labelName);
    await expect(
      page
        .getByRole('article', { name: 'PR.AA-01 Identities are managed' })
        .getByRole('list', { name: 'Labels' }),
    ).toHaveCount(0);
  });
});
