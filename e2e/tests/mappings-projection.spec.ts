import { readFile } from 'node:fs/promises';
import { apiOf } from '../fixtures/api.js';
import { severeViolationsIn } from '../fixtures/axe.js';
import { unique } from '../fixtures/data.js';
import { expect, test } from '../fixtures/test.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';

interface Element {
  id: string;
  kind: string;
  code: string;
}

const sourceCsv = [
  'code,name,text,parentCode',
  'A.5,Organisational controls,,',
  'A.5.1,Policies for information security,Define and approve the policies.,A.5',
  'A.5.2,Roles and responsibilities,Define the roles.,A.5',
].join('\n');
const targetCsv = [
  'code,name,text,parentCode',
  'GC,Governance,,',
  'GC.1,Security policy,Keep a security policy.,GC',
  'GC.2,Policy review,Review the policy yearly.,GC',
  'GC.3,Asset inventory,List the assets.,GC',
].join('\n');

test.describe('assess once, see everywhere', () => {
  test.use({ signedInAs: 'admin' });

  test('catalogs and a mapping imported in the UI: a mapped target shows its projected colour and origin, applies the source’s assessment after confirmation, and the report counts the coverage', async ({
    page,
  }) => {
    const iso = `ISO ${unique()}`;
    const gs = `Grundschutz ${unique()}`;
    const kernel = `Kernel ${unique()}`;
    const spec = new SpecificationPage(page);

    // The two catalogs and the mapping come in through the import dialogs, as a person would bring them.
    const importCatalog = async (name: string, csv: string) => {
      await spec.openList();
      await expect(await spec.importCsv(`${name}.csv`, csv)).toBeHidden();
      await expect(spec.breadcrumbs.getByText(name)).toHaveAttribute('aria-current', 'page');
      return { id: new URL(page.url()).pathname.split('/').at(-1) ?? '' };
    };
    const source = await importCatalog(iso, sourceCsv);
    const target = await importCatalog(gs, targetCsv);
    await spec.openList();
    await page.getByRole('button', { name: 'Import mappings' }).click();
    const importing = spec.dialog('Import mappings');
    await importing.getByLabel('Mapping file').setInputFiles({
      name: 'mapping.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'source_spec,source_code,target_spec,target_code,relationship,strength,rationale',
          `${iso},A.5.1,${gs},GC.1,equivalent-to,9,Same policy`,
          `${iso},A.5.1,${gs},GC.2,subset-of,,`,
          `${iso},A.9,${gs},GC.3,equal-to,,`,
          `${iso},A.5.2,${kernel},K.1,intersects-with,,`,
        ].join('\n'),
      ),
    });
    await importing.getByRole('button', { name: 'Import', exact: true }).click();
    // No specification is the Kernel catalog: the person leaves it as not imported yet, and its map waits.
    await expect(importing.getByRole('combobox', { name: `Specification for ${kernel}` })).toHaveValue('');
    await importing.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(spec.toast('Mappings imported')).toBeVisible();
    const result = importing.getByRole('status', { name: 'What the import did' });
    await expect(result).toContainText('The file holds 4 maps:');
    await expect(result.getByRole('listitem')).toHaveText([
      'Equivalent to: 1 map',
      'Equal to: 1 map',
      'Subset of: 1 map',
      'Intersects with: 1 map',
      `A.9 in ${iso}`,
    ]);
    await expect(result).toContainText('Pairs of requirements: 2 created, 0 updated, 0 removed.');
    await expect(result).toContainText(`1 map waits for the catalog ${kernel}, which is not imported.`);
    await expect(result).toContainText('1 control is not in its specification and was left out:');
    expect(await severeViolationsIn(page, '[role="dialog"]')).toEqual([]);
    await importing.getByRole('button', { name: 'Done' }).click();
    await expect(importing).toBeHidden();

    // The list exports the mappings from the ISO catalog to the Grundschutz one.
    await page.getByRole('button', { name: `Export the mappings of ${iso}` }).click();
    const exporting = spec.dialog(`Export the mappings of ${iso}`);
    await exporting
      .getByRole('combobox', { name: 'Mapped specification' })
      .selectOption({ label: `To ${gs}` });
    const download = page.waitForEvent('download');
    await exporting.getByRole('button', { name: 'Download' }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    expect(csv.trim().split(/\r?\n/)).toEqual([
      'source_spec,source_code,target_spec,target_code,relationship,strength,rationale',
      // The export quotes every cell, so that no spreadsheet reads one as a formula.
      `"${iso}","A.5.1","${gs}","GC.1","equivalent-to","9","Same policy"`,
      `"${iso}","A.5.1","${gs}","GC.2","subset-of","",""`,
    ]);
    await expect(exporting).toBeHidden();

    const api = await apiOf(page);
    const byCode = async (id: string) => {
      const elements = await api.get<Element[]>(`/v2/specifications/${id}/elements`);
      return (code: string) => elements.find((e) => e.code === code)!;
    };
    const sourceOf = await byCode(source.id);
    const targetOf = await byCode(target.id);

    // Assess the ISO requirement: implemented today (green) at maturity 3.
    const policy = sourceOf('A.5.1').id;
    await api.put(`/v2/requirements/${policy}/checkpoints`, {
      implementedDate: new Date().toISOString().slice(0, 10),
    });
    await api.post(`/v2/requirements/${policy}/maturities`, { classId: 'Current', level: 3 });

    // The mapped Grundschutz requirement: its own colour gray, the projected green beside it with its origin.
    await page.goto(`/praxis/specification/${target.id}?requirement=${targetOf('GC.1').id}`);
    const view = page.getByRole('article', { name: 'Security policy' });
    await expect(view.getByRole('img', { name: 'Semaphore: Gray' })).toBeVisible();
    await expect(view.getByRole('img', { name: 'Projected semaphore: Green' }).first()).toBeVisible();
    await expect(view.getByText(`from ${iso} A.5.1`)).toBeVisible();

    // The index shows projected colours when asked to.
    const index = page.getByRole('tree', { name: 'Topics, sub-topics and requirements' });
    await expect(
      index.getByRole('treeitem', { name: /GC\.1 Security policy, Semaphore: Gray/ }),
    ).toBeVisible();
    await page.getByRole('switch', { name: 'Show projected colours' }).check();
    await expect(
      index.getByRole('treeitem', { name: /GC\.1 Security policy, Projected semaphore: Green/ }),
    ).toBeVisible();
    await expect(
      index.getByRole('treeitem', { name: /GC\.3 Asset inventory, Semaphore: Gray/ }),
    ).toBeVisible();

    // Apply mapping: a draft first, the target unchanged until it is confirmed.
    const mapped = view.getByRole('region', { name: 'Mapped from and to' });
    await mapped
      .getByRole('checkbox', { name: `Choose ${iso} A.5.1 Policies for information security` })
      .check();
    await mapped.getByRole('button', { name: 'Apply mapping' }).click();
    const draft = mapped.getByRole('article', { name: `Draft from ${iso} A.5.1` });
    await expect(draft).toBeVisible();
    await expect(draft.getByText('3 / –')).toBeVisible();
    expect(await api.get(`/v2/requirements/${targetOf('GC.1').id}/maturities`)).toEqual([]);
    await draft.getByRole('button', { name: 'Confirm' }).click();
    await expect(draft).toBeHidden();
    await expect
      .poll(async () =>
        (await api.get<{ level: number }[]>(`/v2/requirements/${targetOf('GC.1').id}/maturities`)).map(
          (m) => m.level,
        ),
      )
      .toEqual([3]);

    // The graph: arrow keys move from this requirement to its source, Enter opens it.
    const graph = mapped.getByRole('group', { name: 'Mappings of GC.1: arrow keys move, Enter opens' });
    await graph.getByRole('link', { name: 'GC.1, this requirement' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(graph.getByRole('link', { name: `${iso} A.5.1, maps here: Equivalent to` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`requirement=${policy}`));
    await expect(page.getByRole('article', { name: 'Policies for information security' })).toBeVisible();

    // The report counts the coverage: GC.1 covered, GC.2 in part, GC.3 not.
    await page.goto(`/praxis/specification/${target.id}/report`);
    const coverage = page.getByRole('table', { name: 'Coverage by mapped specifications' });
    await expect(
      coverage.getByRole('row', { name: new RegExp(`${iso} ${gs} \\(3 requirements\\) 1 1 1`) }),
    ).toBeVisible();
  });
});
