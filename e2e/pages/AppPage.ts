import { expect, type Locator, type Page } from '@playwright/test';

/** What every screen of the app has for a spec: dialogs, toasts and Mantine selects. Page objects extend it. */
export class AppPage {
  constructor(readonly page: Page) {}

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  /** Toasts sit bottom-right, outside the page's main content. */
  toast(text: string | RegExp) {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }

  /**
   * Waits for a toast and closes it, so that the next identical toast is told apart by being there at all:
   * counting toasts fails on a busy machine, where the first closes on its own before the third appears.
   */
  async dismissToast(text: string | RegExp) {
    const toast = this.toast(text).first();
    await expect(toast).toBeVisible();
    await toast.getByRole('button').click();
    await expect(this.toast(text)).toHaveCount(0);
  }

  /** Picks `option` in the Mantine select labelled `label` inside `scope`. */
  async choose(scope: Locator, label: string, option: string) {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
