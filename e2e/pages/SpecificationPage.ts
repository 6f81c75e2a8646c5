import { expect, type Locator, type Page } from '@playwright/test';

/** `/praxis` and `/praxis/specification/{id}`: the list, the breadcrumb bar, the index and a requirement. */
export class SpecificationPage {
  readonly tree: Locator;
  readonly breadcrumbs: Locator;
  readonly requirement: Locator;

  constructor(readonly page: Page) {
    this.tree = page.getByRole('tree', { name: 'Topics, sub-topics and requirements' });
    this.breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.requirement = page.getByRole('article');
  }

  async openList() {
    await this.page.goto('/praxis');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Specifications' })).toBeVisible();
  }

  /** Imports a CSV through the dialog, as a person would; answers the new specification's address. */
  async importCsv(fileName: string, csv: string) {
    await this.page.getByRole('button', { name: 'Import specification' }).click();
    const dialog = this.dialog('Import specification');
    await dialog
      .getByLabel('Specification file')
      .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    return dialog;
  }

  treeItem(name: string | RegExp) {
    return this.tree.getByRole('treeitem', { name });
  }

  section(name: string) {
    return this.requirement.getByRole('region', { name, exact: true });
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  toast(text: string | RegExp) {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }

  /** Picks `option` in the Mantine select labelled `label` inside `scope`. */
  async choose(scope: Locator, label: string, option: string) {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
