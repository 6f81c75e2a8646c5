import { severeViolationsIn } from '../fixtures/axe.js';
import { importCrosswalkPair } from '../fixtures/specifications.js';
import { expect, test } from '../fixtures/test.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';

test.describe('mappings', () => {
  test.use({ signedInAs: 'admin' });

  test('a user maps a requirement to one of another specification, edits and removes it; both ends show it; a reader only reads', async ({
    page,
    pageAs,
  }) => {
    const { sourceName, targetName, source, target } = await importCrosswalkPair(page);

    const userPage = await pageAs('user');
    const spec = new SpecificationPage(userPage);
    await userPage.goto(`/praxis/specification/${source.id}`);
    await spec.treeItem(/^A-01 /).click();
    await expect(userPage.getByRole('heading', { level: 1, name: 'Access is reviewed' })).toBeVisible();
    const section = spec.section('Mappings');
    await expect(section).toContainText('No mappings yet.');

    await section.getByRole('button', { name: 'Add mapping' }).click();
    const dialog = spec.dialog('Add mapping');
    await spec.choose(dialog, 'Specification', targetName);
    await spec.choose(dialog, 'Requirement', 'B-02 Backups are tested');
    await dialog.getByRole('combobox', { name: 'Relationship' }).selectOption({ label: 'Subset of' });
    await dialog.getByRole('textbox', { name: 'Strength' }).fill('11');
    await dialog.getByRole('button', { name: 'Add mapping' }).click();
    // The schema's own words, at the field, before anything is sent.
    await expect(dialog.getByText('A whole number from 0 to 10')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Strength' }).fill('7');
    await dialog
      .getByRole('textbox', { name: 'Rationale' })
      .fill('Restore tests are one part of access review');
    expect(await severeViolationsIn(userPage, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Add mapping' }).click();
    await expect(spec.toast('Mapping to B-02 Backups are tested added')).toBeVisible();
    await expect(dialog).toBeHidden();

    const line = section.getByRole('listitem', { name: 'B-02 Backups are tested' });
    await expect(line).toContainText(`Maps to a requirement of ${targetName}`);
    await expect(line).toContainText('Subset of');
    await expect(line).toContainText('Strength 7/10');
    await expect(line).toContainText('Restore tests are one part of access review');
    expect(await severeViolationsIn(userPage, 'article')).toEqual([]);

    // Editing changes the decision; the pair stays.
    await line.getByRole('button', { name: 'Edit the mapping with B-02 Backups are tested' }).click();
    const edit = spec.dialog('Edit mapping');
    await edit.getByRole('combobox', { name: 'Relationship' }).selectOption({ label: 'Equivalent to' });
    await edit.getByRole('textbox', { name: 'Strength' }).fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(spec.toast('Mapping updated')).toBeVisible();
    await expect(line).toContainText('Equivalent to');
    await expect(line).not.toContainText('Strength');

    // The target requirement shows it from its side, and a reader sees it without the buttons to change it.
    const readerPage = await pageAs('reader');
    const readerSpec = new SpecificationPage(readerPage);
    await readerPage.goto(`/praxis/specification/${target.id}`);
    await readerSpec.treeItem(/^B-02 /).click();
    const fromSide = readerSpec
      .section('Mappings')
      .getByRole('listitem', { name: 'A-01 Access is reviewed' });
    await expect(fromSide).toContainText(`Mapped from a requirement of ${sourceName}`);
    await expect(fromSide).toContainText('Equivalent to');
    await expect(readerSpec.section('Mappings').getByRole('button', { name: 'Add mapping' })).toHaveCount(0);
    await expect(fromSide.getByRole('button')).toHaveCount(0);

    // Removing asks first; both requirements stay.
    await line.getByRole('button', { name: 'Remove the mapping with B-02 Backups are tested' }).click();
    await spec.dialog('Remove mapping').getByRole('button', { name: 'Remove' }).click();
    await expect(spec.toast('Mapping removed')).toBeVisible();
    await expect(section).toContainText('No mappings yet.');
  });
});
