import { severeViolationsIn } from '../fixtures/axe.js';
import { expect, test } from '../fixtures/test.js';
import { ToolboxPage } from '../pages/ToolboxPage.js';

test.use({ signedInAs: 'user' });

test('the toolbox, the drawer and the create and details dialogs have no serious accessibility violations', async ({
  page,
}) => {
  const toolbox = new ToolboxPage(page);
  await toolbox.open();
  await toolbox.panel.getByRole('button', { name: 'Assets' }).click();
  const drawer = toolbox.drawer('Assets');
  await expect(drawer.getByRole('button', { name: 'Create new asset' })).toBeVisible();
  expect(await severeViolationsIn(page, 'nav[aria-label="Toolbox"]')).toEqual([]);
  expect(await severeViolationsIn(page, 'aside')).toEqual([]);

  await drawer.getByRole('button', { name: 'Create new asset' }).click();
  const create = toolbox.dialog('Create new asset');
  await toolbox.choose(create, 'Class', 'Business');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create).toBeHidden();

  await toolbox
    .list('Assets')
    .getByRole('button', { name: /^View details of / })
    .first()
    .click();
  const details = toolbox.dialog('Asset details');
  await expect(details.getByRole('region', { name: 'Assignments' })).toBeVisible();
  expect(await severeViolationsIn(page, '[role="dialog"]')).toEqual([]);
  // Dialogs keep the focus inside and close on Escape.
  await page.keyboard.press('Tab');
  expect(await details.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
});
