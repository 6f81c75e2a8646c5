import { expect, type Page } from '@playwright/test';
import { AppPage } from './AppPage.js';

/** `/audits` and one audit's page `/audits/{id}`: planning, freezing and the snapshots' pages. */
export class AuditsPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  async open() {
    await this.page.goto('/audits');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  }

  /** Plans an audit of one specification through the dialog, as a person would; lands on its page. */
  async plan(title: string, auditDate: string, specification: string) {
    await this.page.getByRole('button', { name: 'Plan an audit' }).click();
    const dialog = this.dialog('Plan an audit');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByLabel('Audit date').fill(auditDate);
    await this.choose(dialog, 'Specifications', specification);
    // The multi-select stays open after a choice; Escape closes its list, not the dialog.
    await dialog.getByRole('combobox', { name: 'Specifications', exact: true }).press('Escape');
    await dialog.getByRole('button', { name: 'Plan', exact: true }).click();
    await expect(this.toast(`Audit ${title} planned`)).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }

  /** Freezes the audit after the confirmation; answers the new snapshot's card. */
  async freeze() {
    await this.tab('Snapshots').click();
    await this.page.getByRole('button', { name: 'Freeze', exact: true }).click();
    const dialog = this.dialog('Freeze the audit');
    await expect(dialog).toContainText('A snapshot never changes');
    await dialog.getByRole('button', { name: 'Freeze', exact: true }).click();
    await expect(this.toast(/Snapshot sealed, SHA-256 [0-9a-f]{64}/)).toBeVisible();
    const card = this.page.getByRole('article', { name: /^Snapshot of / }).first();
    await expect(card.getByLabel('SHA-256', { exact: true })).toHaveText(/^[0-9a-f]{64}$/);
    return card;
  }

  /** Follows a link that opens in a new tab, and answers that tab. */
  async openInNewTab(name: string | RegExp) {
    const [opened] = await Promise.all([
      this.page.context().waitForEvent('page'),
      this.page.getByRole('link', { name }).click(),
    ]);
    await opened.waitForLoadState();
    return opened;
  }
}
