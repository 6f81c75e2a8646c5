import type { Locator } from '@playwright/test';
import { AppPage } from './AppPage.js';

/** An audit's Findings and Auditors tabs, the plan of action and a finding's details, in either language. */
export class FindingsPage extends AppPage {
  get main() {
    return this.page.getByRole('main');
  }

  /** The audit page on one of its tabs ('findings', 'auditors'). */
  async openAudit(auditId: string, tab: string) {
    await this.page.goto(`/audits/${auditId}?tab=${tab}`);
  }

  /** The row of the finding titled `title` in the list on screen. */
  row(title: string) {
    return this.main.getByRole('row').filter({ hasText: title });
  }

  /** Opens the finding of that row by its identifier; answers its details dialog. */
  async openFinding(title: string) {
    await this.row(title).getByRole('button').first().click();
    return this.dialog(new RegExp(`^FND-\\d+ ${title}$`));
  }

  /** Makes the move `label` ('Start work', 'Close with comment' …) with `comment`, in the finding's details. */
  async move(details: Locator, label: string, comment: string, commentLabel: string) {
    await details.getByRole('button', { name: label, exact: true }).click();
    const dialog = this.dialog(new RegExp(`^${label}: FND-\\d+$`));
    await dialog.getByRole('textbox', { name: commentLabel }).fill(comment);
    await dialog.getByRole('button', { name: label, exact: true }).click();
  }
}
