import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { apiOf } from '../fixtures/api.js';
import { unique } from '../fixtures/data.js';
import { expect, test } from '../fixtures/test.js';

// Two topics, a sub-topic and three requirements in the importer's CSV (code,name,text,parentCode).
const csv = [
  'code,name,text,parentCode',
  'GV,Govern,,',
  'GV.OC,Organizational Context,,GV',
  'GV.OC-01,Mission is understood,The mission informs risk decisions.,GV.OC',
  'GV.OC-02,Stakeholders are understood,Needs of stakeholders are known.,GV.OC',
  'ID,Identify,,',
  'ID-01,Assets are inventoried,Hardware is listed.,ID',
].join('\n');

interface Element {
  id: string;
  kind: string;
  code: string;
}

test.describe('the specification report', () => {
  test.use({ signedInAs: 'admin' });

  test('opens from the breadcrumb bar in a new tab, shows the whole specification and prints to an A4 PDF', async ({
    page,
    context,
    pageAs,
    baseURL,
  }, testInfo) => {
    const name = `Report ${unique()}`;
    await page.goto('/praxis');
    const api = await apiOf(page);
    const specification = await api.upload<{ id: string }>('/v2/specifications/import', {
      name: `${name}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const elements = await api.get<Element[]>(`/v2/specifications/${specification.id}/elements`);
    const requirement = (code: string) => elements.find((e) => e.code === code)!;
    await api.put(`/v2/requirements/${requirement('ID-01').id}/applicability`, {
      applicable: false,
      justification: 'We own no hardware.',
    });
    await api.post(`/v2/requirements/${requirement('GV.OC-01').id}/maturities`, {
      classId: 'Current',
      level: 2,
    });
    await api.post(`/v2/requirements/${requirement('GV.OC-01').id}/maturities`, {
      classId: 'Target',
      level: 4,
    });

    // A PDF proof of GV.OC-01 uploaded and submitted by the admin, approved by another user.
    const proof = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const sha256 = createHash('sha256').update(proof).digest('hex');
    const evidence = await api.upload<{ id: string }>(
      `/v2/requirements/${requirement('GV.OC-01').id}/evidence`,
      { name: 'mission.pdf', mimeType: 'application/pdf', buffer: proof },
      { title: 'Mission policy', effectiveDate: '2026-01-15', expiresDate: '2099-01-15' },
    );
    await api.post(`/v2/evidence/${evidence.id}/submit`, {});
    const reviewer = await pageAs('user');
    await reviewer.goto('/praxis');
    await (await apiOf(reviewer)).post(`/v2/evidence/${evidence.id}/review`, { decision: 'approved' });

    await page.goto(`/praxis/specification/${specification.id}`);
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Open report' }).click(),
    ]);
    await expect(report).toHaveURL(`${baseURL}/praxis/specification/${specification.id}/report`);
    await expect(report.getByRole('heading', { level: 1, name })).toBeVisible();

    // Bare content, no menu, breadcrumbs or toolbox.
    await expect(report.getByRole('navigation')).toHaveCount(0);
    await expect(report.getByRole('button', { name: 'Open main menu' })).toHaveCount(0);
    await expect(report.getByRole('heading', { level: 2 })).toHaveText([
      'Overview',
      'Statement of applicability',
      'Recurring work',
      'GV Govern',
      'ID Identify',
      'Evidence index',
    ]);
    await expect(
      report.getByRole('heading', { level: 3, name: 'GV.OC Organizational Context' }),
    ).toBeVisible();
    await expect(
      report.getByRole('heading', { level: 4, name: 'GV.OC-01 Mission is understood' }),
    ).toBeVisible();
    await expect(report.getByRole('img', { name: /Maturity of 2 topics/ })).toBeVisible();
    await expect(report.getByRole('img', { name: /Semaphores of 3 requirements/ })).toBeVisible();

    const soa = report.getByRole('region', { name: 'Statement of applicability' });
    await expect(soa.getByRole('row', { name: /ID-01/ })).toContainText('We own no hardware.');
    // Its approved, unexpired evidence counts as implemented.
    await expect(soa.getByRole('row', { name: /GV.OC-01/ })).toContainText('Implemented');
    const mission = report.getByRole('article', { name: 'GV.OC-01 Mission is understood' });
    await expect(mission).toContainText('Current: 2 (Incomplete)');
    await expect(mission).toContainText('Target: 4 (Managed)');
    await expect(mission).toContainText('The mission informs risk decisions.');

    // Each topic starts a new printed page; the Print button is for the screen only.
    await expect(report.getByRole('region', { name: 'GV Govern' })).toHaveCSS('break-before', 'page');
    const print = report.getByRole('button', { name: 'Print' });
    await expect(print).toBeVisible();
    await report.emulateMedia({ media: 'print' });
    await expect(print).toBeHidden();
    await expect(report.getByRole('button', { name: 'Download evidence (zip)' })).toBeHidden();
    await report.emulateMedia({ media: 'screen' });

    const pdf = await report.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    const saved = testInfo.outputPath('report.pdf');
    await report.pdf({ path: saved, format: 'A4', preferCSSPageSize: true, printBackground: true });
    expect((await readFile(saved)).subarray(0, 4).toString('latin1')).toBe('%PDF');
    // An overview page, the statement of applicability and a page per topic at the least.
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(4);

    // Each requirement's evidence with the first 12 characters of its SHA-256, the index at the
    // end, and the zip of the evidence files with its manifest, downloaded from the report.
    const policyRow = mission
      .getByRole('table', { name: 'Evidence' })
      .getByRole('row', { name: /Mission policy/ });
    await expect(policyRow).toContainText('This requirement');
    await expect(policyRow).toContainText('Approved');
    await expect(policyRow).toContainText('Jan 15, 2099');
    await expect(policyRow.getByText(sha256.slice(0, 12), { exact: true })).toHaveAttribute('title', sha256);
    await expect(
      report.getByRole('article', { name: 'ID-01 Assets are inventoried' }).getByText('No evidence.'),
    ).toBeVisible();
    const index = report.getByRole('region', { name: 'Evidence index' });
    await expect(index.getByRole('rowheader', { name: 'GV.OC-01' })).toBeVisible();
    await expect(index.getByRole('row', { name: /Mission policy/ })).toContainText(sha256.slice(0, 12));
    const [archive] = await Promise.all([
      report.waitForEvent('download'),
      report.getByRole('button', { name: 'Download evidence (zip)' }).click(),
    ]);
    expect(archive.suggestedFilename()).toMatch(/^report-.*-evidence\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await archive.path())));
    expect(Object.keys(files).sort()).toEqual(['GV.OC-01/1-mission.pdf', 'manifest.csv']);
    expect(
      createHash('sha256')
        .update(files['GV.OC-01/1-mission.pdf'] as Uint8Array)
        .digest('hex'),
    ).toBe(sha256);
    expect(new TextDecoder().decode(files['manifest.csv']).split('\r\n')).toEqual([
      'requirementCode,owner,title,kind,file,url,revision,sha256,status,effectiveDate,expiresDate',
      `"GV.OC-01","Requirements","Mission policy","file","GV.OC-01/1-mission.pdf","","1","${sha256}","approved","2026-01-15","2099-01-15"`,
      '',
    ]);

    // A reader may read the report too.
    const reader = await pageAs('reader');
    await reader.goto(`/praxis/specification/${specification.id}/report`);
    await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(reader.getByRole('article', { name: 'ID-01 Assets are inventoried' })).toContainText(
      'Not applicable',
    );
  });
});
