import { apiOf } from '../fixtures/api.js';
import { unique } from '../fixtures/data.js';
import { expect, test } from '../fixtures/test.js';

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

test.describe('assess once, see everywhere (issue 15 §3, §4)', () => {
  test.use({ signedInAs: 'admin' });

  test('a mapped target shows its projected colour and origin, applies the source’s assessment after confirmation, and the report counts the coverage', async ({
    page,
  }) => {
    const iso = `ISO ${unique()}`;
    const gs = `Grundschutz ${unique()}`;
    await page.goto('/praxis');
    const api = await apiOf(page);
    const upload = (path: string, name: string, text: string) =>
      api.upload<{ id: string }>(path, { name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    const source = await upload('/v2/specifications/import', `${iso}.csv`, sourceCsv);
    const target = await upload('/v2/specifications/import', `${gs}.csv`, targetCsv);
    await upload(
      '/v2/mappings/import',
      'mapping.csv',
      [
        'source_spec,source_code,target_spec,target_code,relationship,strength,rationale',
        `${iso},A.5.1,${gs},GC.1,equivalent-to,9,Same policy`,
        `${iso},A.5.1,${gs},GC.2,subset-of,,`,
      ].join('\n'),
    );
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
