import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './AppPage.js';

/** A schedule section ('Recurring control activity', 'Review cycle', …) inside `scope`. */
export class ScheduleSection extends AppPage {
  readonly section: Locator;

  constructor(page: Page, scope: Locator, name = 'Recurring control activity') {
    super(page);
    this.section = scope.getByRole('region', { name, exact: true });
  }

  /** The section's row of `heading` ('Next occurrence', 'Recurrence', …). */
  fact(heading: string) {
    return this.section.getByRole('row', { name: new RegExp(`^${heading}`) });
  }

  /** Plans the work with one of the common rules, from `startsOn` (YYYY-MM-DD), with `graceDays`. */
  async plan(recurrence: string, startsOn: string, graceDays: number) {
    await this.section.getByRole('button', { name: 'Plan', exact: true }).click();
    const dialog = this.dialog(/^Plan: /);
    await dialog.getByRole('combobox', { name: 'Recurrence' }).selectOption({ label: recurrence });
    await dialog.getByLabel('Starts on').fill(startsOn);
    await dialog.getByRole('spinbutton', { name: /^Grace period/ }).fill(String(graceDays));
    await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText(recurrence);
    return dialog;
  }

  /** Opens the Complete dialog of the occurrence shown on `day` (as the app shows it). */
  async openComplete(day: string) {
    await this.section.getByRole('button', { name: `Complete the occurrence of ${day}` }).click();
    const dialog = this.dialog(`Complete the occurrence of ${day}`);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Chooses to prove the occurrence with a new file, chosen as a person would through the file chooser. */
  async attachNewFile(dialog: Locator, file: { name: string; buffer: Buffer }) {
    await dialog.getByRole('radio', { name: 'Upload a new file' }).check();
    const chooser = this.page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /^File/ }).click();
    await (await chooser).setFiles({ name: file.name, mimeType: 'application/pdf', buffer: file.buffer });
    await expect(dialog.getByRole('button', { name: /^File/ })).toContainText(file.name);
  }
}
