import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './AppPage.js';

/** The Evidence section of an item's, an execution's or a requirement's details, inside `scope`. */
export class EvidenceSection extends AppPage {
  readonly section: Locator;

  constructor(page: Page, scope: Locator) {
    super(page);
    this.section = scope.getByRole('region', { name: 'Evidence', exact: true });
  }

  row(title: string) {
    return this.section.getByRole('listitem', { name: title, exact: true });
  }

  /** Chooses `file` through the upload zone's file chooser, as a person pressing it would. */
  async chooseFile(zone: Locator, file: { name: string; buffer: Buffer }) {
    const chooser = this.page.waitForEvent('filechooser');
    await zone.click();
    await (await chooser).setFiles({ name: file.name, mimeType: 'application/pdf', buffer: file.buffer });
  }

  /** Drops `file` on `zone` as a file dragged from the desktop arrives. */
  async dropFile(zone: Locator, file: { name: string; buffer: Buffer }) {
    const dataTransfer = await this.page.evaluateHandle(
      ({ name, bytes }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
        return transfer;
      },
      { name: file.name, bytes: [...file.buffer] },
    );
    await zone.dispatchEvent('drop', { dataTransfer });
  }

  /** Opens the upload form with `file` chosen through the section's zone. */
  async openUpload(file: { name: string; buffer: Buffer }) {
    await this.chooseFile(this.section.getByRole('button', { name: 'Upload a file' }), file);
    const dialog = this.dialog('Upload evidence');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Picks `action` in the row's action menu. */
  async act(title: string, action: string) {
    await this.row(title)
      .getByRole('button', { name: `Actions for ${title}` })
      .click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }
}
