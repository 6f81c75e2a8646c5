import { fileURLToPath } from 'node:url';
import { severeViolationsIn } from '../fixtures/axe.js';
import { unique } from '../fixtures/data.js';
import { expect, test } from '../fixtures/test.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';

const file = (path: string) => fileURLToPath(new URL(`../../apps/server/${path}`, import.meta.url));
const moderate = file(
  'src/seed/catalogs/NIST_SP-800-53_rev5_MODERATE-baseline-resolved-profile_catalog.json',
);
const profile = file('test-fixtures/oscal/tailoring_profile.xml');

test.describe('OSCAL profiles as the administrator of Demo AS', () => {
  test.use({ signedInAs: 'admin' });
  // Both import SP 800-53 MODERATE into Demo AS: one after the other, so that the second updates the first.
  test.describe.configure({ mode: 'serial' });

  test('a profile without its catalog is refused with the reason; with it, it opens tailored', async ({
    page,
  }) => {
    const spec = new SpecificationPage(page);
    await spec.openList();
    await page.getByRole('button', { name: 'Import specification' }).click();
    const dialog = spec.dialog('Import specification');
    const files = dialog.getByLabel('Specification files');

    // Demo AS has no SP 800-53 catalog: the profile alone names the catalog it is missing.
    await files.setInputFiles(profile);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'the catalog NIST Special Publication 800-53 Revision 5.1.1 MODERATE IMPACT BASELINE is not imported',
    );

    // The profile with its catalog in one import opens the tailored specification.
    await files.setInputFiles([profile, moderate]);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(spec.toast('Specification Praxis tailored access baseline imported')).toBeVisible();
    await expect(page).toHaveURL(/\/praxis\/specification\/[0-9a-f-]{36}/);
    await expect(spec.breadcrumbs).toContainText('Praxis tailored access baseline');
    await expect(spec.tree.locator('[role="treeitem"][aria-level="1"]')).toHaveCount(2);
    // AC-2(1) is in the custom group only through its parent: the profile set its parameter and added an item
    // to its statement.
    await page.getByRole('button', { name: 'Expand all' }).click();
    await spec.treeItem(/^AC-2\(1\) Automated System Account Management/).click();
    await expect(spec.requirement).toContainText('using the identity management system');
    await expect(spec.requirement).toContainText('Alert the account managers within an hour.');

    // The list tells the tailored specification from the catalog it came from.
    await spec.openList();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Praxis tailored access baseline' }),
    ).toContainText(/Tailored by an OSCAL profile · \d+ requirements/);
    await expect(
      page.getByRole('listitem').filter({ hasText: 'MODERATE IMPACT BASELINE' }),
    ).not.toContainText('Tailored');
  });

  test('every control of MODERATE is a requirement: AC-2 holds its enhancements in the index and takes a control', async ({
    page,
  }) => {
    const spec = new SpecificationPage(page);
    await spec.openList();
    await spec.importFiles(moderate);
    await expect(
      spec.toast(
        'Specification NIST Special Publication 800-53 Revision 5.1.1 MODERATE IMPACT BASELINE imported',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/praxis\/specification\/[0-9a-f-]{36}/);

    // AC-2 shows its own colour and, beside it, those of its six enhancements; choosing it opens them.
    const ac2 = spec.treeItem(/^AC-2 Account Management, Semaphore: Gray, nested requirements: 6 Gray$/);
    await expect(ac2).toHaveAttribute('aria-expanded', 'false');
    await ac2.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Management' })).toBeVisible();
    await expect(ac2).toHaveAttribute('aria-expanded', 'true');
    await expect(ac2).toHaveAttribute('aria-selected', 'true');
    const ac21 = spec.treeItem(/^AC-2\(1\) Automated System Account Management, Semaphore: Gray$/);
    await expect(ac21).toHaveAttribute('aria-level', '3');
    // The keyboard closes and opens it again.
    await ac2.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(ac2).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(ac21).toBeVisible();
    const nested = spec.requirement.getByRole('region', { name: 'Nested requirements' });
    await expect(nested.getByRole('link')).toHaveCount(6);
    expect(await severeViolationsIn(page, '#navigation-index')).toEqual([]);
    expect(await severeViolationsIn(page, '[role="article"], article')).toEqual([]);

    // AC-2 itself is assessed: a control is linked to it.
    const controlName = `Account reviews ${unique()}`;
    await spec.requirement.getByRole('button', { name: 'Link control' }).click();
    await spec.dialog('Link control').getByRole('button', { name: 'Create new control' }).click();
    const newControl = spec.dialog('Create new control');
    await newControl.getByRole('textbox', { name: 'Name', exact: true }).fill(controlName);
    await newControl.getByRole('textbox', { name: 'Title', exact: true }).fill('Review accounts monthly');
    await newControl.getByRole('button', { name: 'Create and add' }).click();
    await expect(spec.toast('Control linked')).toBeVisible();
    await expect(spec.section('Linked controls').getByRole('listitem', { name: controlName })).toBeVisible();

    // Its enhancement names it as the requirement it is part of.
    await nested.getByRole('link', { name: 'AC-2(1) Automated System Account Management' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Automated System Account Management' }),
    ).toBeVisible();
    await expect(ac21).toHaveAttribute('aria-selected', 'true');
    await spec.requirement.getByRole('link', { name: 'AC-2 Account Management' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Management' })).toBeVisible();
  });
});
