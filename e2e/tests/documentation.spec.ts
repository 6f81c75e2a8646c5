import { unique } from '../fixtures/data.js';
import { expect, test } from '../fixtures/test.js';
import { RichTextEditorPanel } from '../pages/RichTextEditorPanel.js';
import { ToolboxPage } from '../pages/ToolboxPage.js';

// A 2×2 red PNG, made here so the spec carries its own fixture.
const png = {
  name: 'red-square.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGN4YGgIRAwQCgAmAgUJuG8OPwAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test.describe('documentation of an asset', () => {
  test.use({ signedInAs: 'user' });

  test('a definition with a link, a table, a colour and an image is autosaved, kept after reload and read-only for the reader', async ({
    page,
    pageAs,
  }) => {
    const assetName = `Documented ${unique()}`;
    const toolbox = new ToolboxPage(page);
    await toolbox.createAsset(assetName, 'Technical');

    const details = await toolbox.openAssetDetails(assetName);
    const editor = new RichTextEditorPanel(
      page,
      details.getByRole('region', { name: 'Definition' }),
      'Definition',
    );
    await expect(editor.text).toBeVisible();

    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/v2\/Assets\/[^/]+\/documentations$/.test(request.url())) {
        saves.push(request.postData() ?? '');
      }
    });

    await editor.text.click();
    await page.keyboard.type('Runs our payroll. ');
    await editor.pickTextColour('Red');
    await page.keyboard.type('Critical.');
    await editor.pickTextColour('Black');
    await page.keyboard.type(' See ');
    await editor.insertLink('example.com/payroll');
    await editor.insertTable(2, 2);
    await page.keyboard.type('Owner');
    await editor.uploadImage(png);
    await expect(editor.text.getByRole('img', { name: png.name })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );

    // The save follows the last edit by 3 s and says so, in one toast however many saves there were.
    await expect(toolbox.toast('Documentation uploaded')).toBeVisible();
    const saved = JSON.parse(saves.at(-1) ?? '{}') as { class?: string; content?: string };
    expect(saved.class).toBe('Definition');
    expect(saved.content).toContain('href="https://example.com/payroll"');
    expect(saved.content).toContain('<table');
    // Chromium writes the colour the way it computes it.
    expect(saved.content).toContain('color: rgb(224, 49, 49)');
    expect(saved.content).toContain('src="data:image/png;base64,');

    // The image opens full size; Escape closes it, and only it: the details stay open.
    await editor.text.getByRole('img', { name: png.name }).click();
    const lightbox = page.getByRole('dialog', { name: png.name });
    await expect(lightbox.getByRole('img', { name: png.name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(details).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // Everything is still there after a reload.
    await page.reload();
    const reopened = await toolbox.openAssetDetails(assetName);
    const kept = new RichTextEditorPanel(
      page,
      reopened.getByRole('region', { name: 'Definition' }),
      'Definition',
    );
    await expect(kept.text.getByRole('link', { name: 'example.com/payroll' })).toHaveAttribute(
      'href',
      'https://example.com/payroll',
    );
    await expect(kept.text.locator('table td')).toHaveCount(4);
    await expect(kept.text.getByText('Critical.')).toHaveCSS('color', 'rgb(224, 49, 49)');
    await expect(kept.text.getByRole('img', { name: png.name })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );

    // The reader sees the same text, without an editor.
    const readerPage = await pageAs('reader');
    const readerDetails = await new ToolboxPage(readerPage).openAssetDetails(assetName);
    const section = readerDetails.getByRole('region', { name: 'Definition' });
    const text = section.getByRole('document', { name: 'Definition' });
    await expect(text.getByRole('link', { name: 'example.com/payroll' })).toHaveAttribute(
      'href',
      'https://example.com/payroll',
    );
    await expect(text.locator('table td')).toHaveCount(4);
    await expect(section.getByRole('textbox')).toHaveCount(0);
    await expect(section.getByRole('toolbar')).toHaveCount(0);
    await expect(section.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await text.getByRole('button', { name: `Open ${png.name} in full size` }).press('Enter');
    await expect(readerPage.getByRole('dialog', { name: png.name })).toBeVisible();
  });

  test('16 px black text, refused link, empty table, indent bounds, and deleting the documentation after a confirmation', async ({
    page,
  }) => {
    const assetName = `Indented ${unique()}`;
    const toolbox = new ToolboxPage(page);
    await toolbox.createAsset(assetName, 'Business');

    const details = await toolbox.openAssetDetails(assetName);
    const section = details.getByRole('region', { name: 'Definition' });
    const editor = new RichTextEditorPanel(page, section, 'Definition');
    await editor.text.click();
    await page.keyboard.type('Indented');
    // New text is 16 px and black.
    await expect(editor.text.getByText('Indented')).toHaveCSS('font-size', '16px');
    await expect(editor.text.getByText('Indented')).toHaveCSS('color', 'rgb(0, 0, 0)');

    await editor.tool('Link').click();
    const linkDialog = page.getByRole('dialog', { name: 'Insert link' });
    await linkDialog.getByRole('textbox', { name: 'Address' }).fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await expect(
      linkDialog.getByText('Only web (http, https), ftp and mailto links are allowed'),
    ).toBeVisible();
    await linkDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor.text.getByRole('link')).toHaveCount(0);

    await editor.tool('Insert table').click();
    const tableDialog = page.getByRole('dialog', { name: 'Insert table' });
    await tableDialog.getByRole('textbox', { name: 'Rows' }).fill('0');
    await tableDialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await expect(tableDialog.getByText('Rows and columns must both be greater than 0').first()).toBeVisible();
    await tableDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor.text.locator('table')).toHaveCount(0);

    for (let step = 0; step < 8; step++) {
      if (await editor.tool('Increase indent').isEnabled()) await editor.tool('Increase indent').click();
    }
    await expect(editor.text.locator('p').first()).toHaveCSS('margin-left', '210px');
    await expect(editor.tool('Increase indent')).toBeDisabled();
    await expect(toolbox.toast('Documentation uploaded')).toBeVisible();

    await section.getByRole('button', { name: 'Actions for Definition' }).click();
    await page.getByRole('menuitem', { name: 'Delete documentation' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete documentation' });
    await expect(confirm).toContainText('Are you sure you want to delete the documentation Definition?');
    await confirm.getByRole('button', { name: 'Delete documentation' }).click();
    await expect(toolbox.toast('Documentation deleted')).toBeVisible();
    await expect(editor.text).not.toContainText('Indented');
  });
});
