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

  test('R-15..17, BC-04, L-07, GEN-07, GEN-08: opens from the breadcrumb bar in a new tab, shows the whole specification and prints to an A4 PDF', async ({
    page,
    context,
    pageAs,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
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

    await page.goto(`/praxis/specification/${specification.id}`);
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Open report' }).click(),
    ]);
    await expect(report).toHaveURL(`${baseURL}/praxis/specification/${specification.id}/report`);
    await expect(report.getByRole('heading', { level: 1, name })).toBeVisible();

    // R-16, L-07: bare content, no menu, breadcrumbs or toolbox.
    await expect(report.getByRole('navigation')).toHaveCount(0);
    await expect(report.getByRole('button', { name: 'Open main menu' })).toHaveCount(0);
    await expect(report.getByRole('heading', { level: 2 })).toHaveText([
      'Overview',
      'Statement of applicability',
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

    // Issue 11 §5: the evidence of each requirement and the index; the zip of the evidence files, from the
    // report, with its manifest (this specification has no evidence yet: the manifest is all there is).
    await expect(mission.getByText('No evidence.')).toBeVisible();
    await expect(report.getByRole('region', { name: 'Evidence index' })).toContainText(
      'The report has no evidence.',
    );
    const [archive] = await Promise.all([
      report.waitForEvent('download'),
      report.getByRole('button', { name: 'Download evidence (zip)' }).click(),
    ]);
    expect(archive.suggestedFilename()).toMatch(/^report-.*-evidence\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await archive.path())));
    expect(Object.keys(files)).toEqual(['manifest.csv']);
    expect(new TextDecoder().decode(files['manifest.csv'])).toBe(
      'requirementCode,owner,title,kind,file,url,revision,sha256,status,effectiveDate,expiresDate\r\n',
    );

    // A reader may read the report too.
    const reader = await pageAs('reader');
    await reader.goto(`/praxis/specification/${specification.id}/report`);
    await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(reader.getByRole('article', { name: 'ID-01 Assets are inventoried' })).toContainText(
      'Not applicable',
    );
  });
});
