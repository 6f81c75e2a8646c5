import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './AppPage.js';

/** Any page of the settings layout: its content, its form controls, its save button and its toasts. */
export class SettingsPage extends AppPage {
  readonly main: Locator;

  constructor(page: Page) {
    super(page);
    this.main = page.getByRole('main');
  }

  /** Opens `path` and waits until its heading and, when it loads data, the data are there. */
  async open(path: string, heading: string) {
    await this.page.goto(path);
    await expect(this.main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(this.main.getByRole('status')).toHaveCount(0);
  }

  textbox(name: string) {
    return this.main.getByRole('textbox', { name, exact: true });
  }

  switch(name: string) {
    return this.main.getByRole('switch', { name, exact: true });
  }

  async save() {
    await this.main.getByRole('button', { name: 'Save' }).click();
  }
}
