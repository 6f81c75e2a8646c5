import { severeViolationsIn } from '../fixtures/axe.js';
import { expect, test } from '../fixtures/test.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';

const SP_800_171 = 'NIST SP 800-171 rev3';
const SP_800_171_NAME =
  'Protecting Controlled Unclassified Information in Nonfederal Systems and Organizations';

test.describe('the library as the administrator of Demo AS', () => {
  test.use({ signedInAs: 'admin' });

  test('adds SP 800-171 from the library, which then lists it as added; a reader only browses', async ({
    page,
    pageAs,
  }) => {
    const spec = new SpecificationPage(page);
    await spec.openList();
    await page.getByRole('button', { name: 'Add from library' }).click();
    const dialog = spec.dialog('Add from library');
    const entry = dialog.getByRole('listitem', { name: SP_800_171 });
    await expect(entry).toContainText('NIST · Version 1.0.0 · 809.3 kB');
    await expect(entry.getByRole('link', { name: 'Licence: Public domain (CC0 1.0)' })).toBeVisible();
    // The demo's CSF 2.0 came from the library.
    await expect(dialog.getByRole('listitem', { name: 'NIST Cybersecurity Framework 2.0' })).toContainText(
      'Added',
    );
    const bsi = dialog.getByRole('listitem', { name: 'BSI Grundschutz++ Kernel' });
    await expect(bsi.getByRole('link', { name: 'Licence: CC BY-SA 4.0' })).toBeVisible();
    await expect(bsi).toContainText('Bundesamt für Sicherheit in der Informationstechnik (BSI)');
    expect(await severeViolationsIn(page, '[role="dialog"]')).toEqual([]);

    await entry.getByRole('button', { name: `Add ${SP_800_171}` }).click();
    await expect(spec.toast(`Specification ${SP_800_171_NAME} added`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Specifications list' }).getByRole('link', { name: SP_800_171_NAME }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Add from library' }).click();
    await expect(entry).toContainText('Added');
    await expect(entry.getByRole('button', { name: `Add ${SP_800_171} again` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const reader = await pageAs('reader');
    const readerSpec = new SpecificationPage(reader);
    await readerSpec.openList();
    await reader.getByRole('button', { name: 'Add from library' }).click();
    const browsing = readerSpec.dialog('Add from library');
    await expect(browsing.getByRole('listitem', { name: SP_800_171 })).toContainText('Added');
    await expect(browsing.getByRole('button', { name: /^Add/ })).toHaveCount(0);
  });
});
