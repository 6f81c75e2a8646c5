import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './AppPage.js';

/** `/praxis` and `/praxis/specification/{id}`: the list, the breadcrumb bar, the index and a requirement. */
export class SpecificationPage extends AppPage {
  readonly tree: Locator;
  readonly breadcrumbs: Locator;
  readonly requirement: Locator;

  constructor(page: Page) {
    super(page);
    this.tree = page.getByRole('tree', { name: 'Topics, sub-topics and requirements' });
    this.breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.requirement = page.getByRole('article');
  }

  async openList() {
    await this.page.goto('/praxis');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Specifications' })).toBeVisible();
  }

  /** Imports files through the dialog, as a person would; answers the dialog. */
  async importFiles(files: Parameters<Locator['setInputFiles']>[0]) {
    await this.page.getByRole('button', { name: 'Import specification' }).click();
    const dialog = this.dialog('Import specification');
    await dialog.getByLabel('Specification files').setInputFiles(files);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    return dialog;
  }

  /** Imports a CSV through the dialog. */
  importCsv(fileName: string, csv: string) {
    return this.importFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  }

  treeItem(name: string | RegExp) {
    return this.tree.getByRole('treeitem', { name });
  }

  section(name: string) {
    return this.requirement.getByRole('region', { name, exact: true });
  }
}
