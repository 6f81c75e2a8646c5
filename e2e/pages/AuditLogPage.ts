import { expect, type Locator, type Page } from '@playwright/test';
import { SettingsPage } from './SettingsPage.js';

/** `/system-configuration/log`: the filters, the table of events and the CSV export. */
export class AuditLogPage extends SettingsPage {
  readonly table: Locator;

  constructor(page: Page) {
    super(page);
    this.table = this.main.getByRole('table', { name: 'Changes, newest first' });
  }

  async filterByEntity(entity: string) {
    const answered = this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/v1/audit' && url.searchParams.has('entity');
    });
    await this.main.getByRole('combobox', { name: 'Entity', exact: true }).selectOption(entity);
    await answered;
  }

  /** The event row of the record `entityId`. */
  row(entityId: string) {
    return this.table.getByRole('row').filter({ hasText: entityId });
  }

  /** Exports the page shown and answers the file's text. */
  async exportCsv() {
    const download = this.page.waitForEvent('download');
    await this.main.getByRole('button', { name: 'Export page as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('praxis-audit-log.csv');
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
}
