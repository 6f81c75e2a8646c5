import { severeViolationsIn } from '../fixtures/axe.js';
import { unique } from '../fixtures/data.js';
import { importSpecification } from '../fixtures/specifications.js';
import { expect, test } from '../fixtures/test.js';
import { AuditsPage } from '../pages/AuditsPage.js';

const csv = [
  'code,name,text,parentCode',
  'GV,Govern,,',
  'GV-01,Access is reviewed,Access rights are reviewed yearly.,GV',
  'GV-02,Backups are tested,Restores are tested quarterly.,GV',
].join('\n');

test.describe('audits', () => {
  test.use({ signedInAs: 'admin' });

  test('plan, freeze, change the live state: the sealed report stays, compare shows the change, the SoA prints', async ({
    page,
  }) => {
    const name = `Audited ${unique()}`;
    const title = `Surveillance ${unique()}`;
    const { api, byCode } = await importSpecification(page, name, csv);
    const access = byCode('GV-01');

    const audits = new AuditsPage(page);
    await audits.open();
    await audits.plan(title, '2026-12-01', name);
    expect(await severeViolationsIn(page, 'main')).toEqual([]);
    const card = await audits.freeze();
    await card.getByRole('button', { name: 'Verify' }).click();
    await expect(card.getByRole('status', { name: 'Verification' })).toContainText(`Whole snapshot: Matches`);
    await expect(card.getByRole('status', { name: 'Verification' })).toContainText(`${name}: Matches`);

    // The live state moves on: GV-01 is declared not applicable.
    await api.put(`/v2/requirements/${access.id}/applicability`, {
      applicable: false,
      justification: 'Nobody has access.',
    });

    const sealed = await audits.openInNewTab(`Report of ${name} as sealed`);
    await expect(sealed.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(sealed.getByText(/^Sealed: /)).toBeVisible();
    const sealedSoa = sealed.getByRole('region', { name: 'Statement of applicability' });
    await expect(sealedSoa.getByRole('row', { name: /GV-01/ })).toContainText('Not assessed');
    await expect(sealedSoa.getByRole('row', { name: /GV-01/ })).not.toContainText('Nobody has access.');
    await sealed.close();

    await card.getByRole('link', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/\/compare\?from=[0-9a-f-]+&with=today$/);
    await expect(
      page.getByRole('table', { name: 'Changes per topic' }).getByRole('row', { name: /Govern/ }),
    ).toContainText('1 of 2');
    const change = page.getByRole('table', { name: 'GV-01 Access is reviewed' });
    await expect(change.getByRole('row', { name: /Applicability/ })).toContainText(
      'Not applicable – Justification: Nobody has access.',
    );
    await audits.choose(page.getByRole('group', { name: 'Filters' }), 'Aspect', 'Evidence');
    await expect(page).toHaveURL(/aspect=evidence/);
    await expect(page.getByText('Nothing changed.')).toBeVisible();

    await page.getByRole('link', { name: title }).click();
    await audits.tab('Overview').click();
    const soa = await audits.openInNewTab(`Statement of applicability of ${name} today`);
    await expect(soa.getByRole('heading', { level: 1, name })).toBeVisible();
    const today = soa.getByRole('row', { name: /GV-01/ });
    await expect(today).toContainText('Excluded');
    await expect(today).toContainText('Nobody has access.');
    await expect(soa.getByRole('button', { name: 'Print' })).toBeVisible();
  });
});
