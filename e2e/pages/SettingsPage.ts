import { expect, type Locator, type Page } from '@playwright/test';

/** Any page of the settings layout: its content, its form controls, its save button and its toasts. */
export class SettingsPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
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

  /** Spec §8 toasts sit bottom-right, outside the page's main content. */
  toast(text: string | RegExp) {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }
}
