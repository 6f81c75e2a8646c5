import { inOrder, pdfPages } from '../../apps/server/src/test/documents.js';
import { unique } from '../fixtures/data.js';
import { downloadFrom, openInPdfViewer, wordText } from '../fixtures/documents.js';
import { importSpecification } from '../fixtures/specifications.js';
import { expect, test } from '../fixtures/test.js';

const csv = [
  'code,name,text,parentCode',
  'GV,Govern,,',
  'GV-01,Access is reviewed,Access rights are reviewed yearly.,GV',
  'GV-02,Backups are tested,Restores are tested quarterly.,GV',
  'PR,Protect,,',
  'PR-01,Laptops are encrypted,Disks are encrypted.,PR',
].join('\n');
const codes = ['GV-01', 'GV-02', 'PR-01'];

test.describe('documents from the Download menus', () => {
  test.use({ signedInAs: 'admin' });

  test('the Statement of Applicability saved as Word holds its title and every requirement', async ({
    page,
  }) => {
    const name = `Documented ${unique()}`;
    const { id, api, byCode } = await importSpecification(page, name, csv);
    await api.put(`/v2/requirements/${byCode('PR-01').id}/applicability`, {
      applicable: false,
      justification: 'We have no laptops.',
    });

    await page.goto(`/praxis/specification/${id}/soa`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const { download, bytes } = await downloadFrom(page, 'Word (.docx)');
    expect(download.suggestedFilename()).toMatch(/^documented-.*-soa-\d{4}-\d{2}-\d{2}\.docx$/);
    const text = wordText(bytes);
    expect(text).toContain('Statement of Applicability');
    expect(text).toContain(name);
    expect(
      inOrder(text, ['GV-01 Access is reviewed', 'GV-02 Backups are tested', 'PR-01 Laptops are encrypted']),
    ).toEqual([]);
    expect(text).toContain('We have no laptops.');
    // The Print button stays beside the menu.
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test("the report saved as PDF reads back with its requirements and page numbers, and opens in Chromium's viewer", async ({
    page,
  }) => {
    const name = `Reported ${unique()}`;
    const { id } = await importSpecification(page, name, csv);

    await page.goto(`/praxis/specification/${id}/report`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const { download, bytes } = await downloadFrom(page, 'PDF');
    expect(download.suggestedFilename()).toMatch(/^reported-.*-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { pages } = await pdfPages(bytes);
    const text = pages.map((one) => one.text).join(' ');
    expect(pages[0]?.text).toContain('Specification report');
    expect(text).toContain(name);
    expect(inOrder(text, codes)).toEqual([]);
    expect(pages[0]?.text).toContain(`Page 1 of ${pages.length}`);
    expect(pages.flatMap((one) => one.fonts).every((font) => !font.missingFile)).toBe(true);

    const viewer = await openInPdfViewer(page, bytes);
    // The viewer's toolbar: the document's title, on its first page of all of them.
    const toolbar = viewer.locator('viewer-toolbar');
    await expect(toolbar.locator('#title')).toContainText(name);
    await expect(toolbar.locator('#pageSelector')).toHaveValue('1');
    await expect(toolbar.locator('#pagelength')).toHaveText(String(pages.length));
  });
});
