import { expect, type Page } from '@playwright/test';
import { AppPage } from './AppPage.js';

/** `/system-configuration/labels`: the company's labels, defined by administrators. */
export class LabelsPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  async open() {
    await this.page.goto('/system-configuration/labels');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Labels' })).toBeVisible();
  }

  row(name: string) {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  /** Defines a label through the dialog, as a person would. */
  async add(name: string, colour: string) {
    await this.page.getByRole('button', { name: 'Add label' }).click();
    const dialog = this.dialog('Add label');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Colour' }).selectOption({ label: colour });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(this.toast(`Label ${name} added`)).toBeVisible();
    await expect(dialog).toBeHidden();
  }
}
