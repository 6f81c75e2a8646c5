import { expect, type Locator, type Page } from '@playwright/test';

/** `/praxis` with the toolbox: its panel, the drawer of a register, and the item dialogs. */
export class ToolboxPage {
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('navigation', { name: 'Toolbox' });
  }

  async open() {
    await this.page.goto('/praxis');
    await expect(this.panel).toBeVisible();
  }

  drawer(category: string) {
    return this.page.getByRole('complementary', { name: category });
  }

  list(category: string) {
    return this.drawer(category).getByRole('list', { name: `${category} list` });
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

  /** Adds a new entry to a creatable select through its '+' button and name input. */
  async createOption(scope: Locator, createLabel: string, name: string) {
    await scope.getByRole('button', { name: createLabel }).click();
    await scope.getByRole('textbox', { name: createLabel }).fill(name);
    await scope.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(this.toast('Session saved').first()).toBeVisible();
  }
}
