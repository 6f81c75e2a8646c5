import { randomUUID } from 'node:crypto';
import { severeViolationsIn } from '../fixtures/axe.js';
import { unique } from '../fixtures/data.js';
import { importCrosswalkPair } from '../fixtures/specifications.js';
import { expect, test } from '../fixtures/test.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';

/** A collection as a publisher writes it: its catalogs at paths of its own, its control ids in lower case. */
const collectionOf = (source: string, target: string) =>
  JSON.stringify({
    'mapping-collection': {
      uuid: randomUUID(),
      metadata: { title: `Crosswalk ${unique()}` },
      provenance: { method: 'human', 'matching-rationale': 'semantic', status: 'complete' },
      mappings: [
        {
          uuid: randomUUID(),
          'source-resource': { type: 'catalog', href: source },
          'target-resource': { type: 'catalog', href: target },
          maps: [
            {
              uuid: randomUUID(),
              relationship: 'equivalent-to',
              sources: [{ type: 'control', 'id-ref': 'a-01' }],
              targets: [{ type: 'control', 'id-ref': 'b-01' }],
            },
            {
              uuid: randomUUID(),
              relationship: 'subset-of',
              sources: [{ type: 'control', 'id-ref': 'a-02' }],
              targets: [{ type: 'control', 'id-ref': 'b-02' }],
            },
          ],
        },
      ],
    },
  });

test.describe('mapping import', () => {
  test.use({ signedInAs: 'admin' });

  test('a collection whose catalogs match no specification asks for them; the chosen ones land', async ({
    page,
  }) => {
    const { id, sourceName, targetName, source } = await importCrosswalkPair(page);
    const sourceHref = `catalogs/iso-${id}/catalog.json`;
    const targetHref = `catalogs/gs-${id}/catalog.json`;

    const spec = new SpecificationPage(page);
    await spec.openList();
    await page.getByRole('button', { name: 'Import mappings' }).click();
    const importing = spec.dialog('Import mappings');
    await importing.getByLabel('Mapping file').setInputFiles({
      name: 'crosswalk.json',
      mimeType: 'application/json',
      buffer: Buffer.from(collectionOf(sourceHref, targetHref)),
    });
    await importing.getByRole('button', { name: 'Import', exact: true }).click();

    // Nothing is imported yet: the dialog asks which specification each catalog stands for.
    const sourceChoice = importing.getByRole('combobox', { name: `Specification for ${sourceHref}` });
    const targetChoice = importing.getByRole('combobox', { name: `Specification for ${targetHref}` });
    await expect(sourceChoice).toHaveValue('');
    await expect(importing).toContainText('nothing was imported');
    await expect(importing.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(await severeViolationsIn(page, '[role="dialog"]')).toEqual([]);
    await sourceChoice.selectOption({ label: sourceName });
    await targetChoice.selectOption({ label: targetName });
    await importing.getByRole('button', { name: 'Import', exact: true }).click();

    await expect(spec.toast('Mappings imported')).toBeVisible();
    const result = importing.getByRole('status', { name: 'What the import did' });
    await expect(result).toContainText('Pairs of requirements: 2 created, 0 updated, 0 removed.');
    await importing.getByRole('button', { name: 'Done' }).click();
    await expect(importing).toBeHidden();

    // The mapped requirement shows its mapping, found by its id in another case.
    await page.goto(`/praxis/specification/${source.id}`);
    await spec.treeItem(/^A-01 /).click();
    const line = spec.section('Mappings').getByRole('listitem', { name: 'B-01 Access is reviewed' });
    await expect(line).toContainText(`Maps to a requirement of ${targetName}`);
    await expect(line).toContainText('Equivalent to');
  });
});
