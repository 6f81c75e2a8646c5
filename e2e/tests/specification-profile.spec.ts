import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures/test.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';

const file = (path: string) => fileURLToPath(new URL(`../../apps/server/${path}`, import.meta.url));
const moderate = file(
  'src/seed/catalogs/NIST_SP-800-53_rev5_MODERATE-baseline-resolved-profile_catalog.json',
);
const profile = file('test-fixtures/oscal/tailoring_profile.xml');

test.describe('OSCAL profiles as the administrator of Demo AS', () => {
  test.use({ signedInAs: 'admin' });

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
});
