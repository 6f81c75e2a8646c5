import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './AppPage.js';

/** The rich-text editor of one documentation section (apps/web/src/components/RichTextEditor). */
export class RichTextEditorPanel extends AppPage {
  readonly toolbar: Locator;
  readonly text: Locator;

  /** `section`: the documentation item, a region named after its class (e.g. 'Definition'). */
  constructor(
    page: Page,
    readonly section: Locator,
    name: string,
  ) {
    super(page);
    this.toolbar = section.getByRole('toolbar', { name: 'Formatting' });
    this.text = section.getByRole('textbox', { name });
  }

  tool(name: string) {
    return this.toolbar.getByRole('button', { name, exact: true });
  }

  async insertLink(address: string) {
    await this.tool('Link').click();
    const dialog = this.dialog('Insert link');
    await dialog.getByRole('textbox', { name: 'Address' }).fill(address);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
  }

  async insertTable(rows: number, columns: number) {
    await this.tool('Insert table').click();
    const dialog = this.dialog('Insert table');
    await dialog.getByRole('textbox', { name: 'Rows' }).fill(String(rows));
    await dialog.getByRole('textbox', { name: 'Columns' }).fill(String(columns));
    await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async pickTextColour(colour: string) {
    await this.tool('Text colour').click();
    await this.page.getByRole('group', { name: 'Text colour' }).getByRole('button', { name: colour }).click();
  }

  async uploadImage(file: { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.tool('Upload image').click();
    await (await chooser).setFiles(file);
  }
}
