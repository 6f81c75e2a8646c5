import { expect } from '@playwright/test';
import { SettingsPage } from './SettingsPage.js';

/** `/settings/access-tokens`. */
export class AccessTokensPage extends SettingsPage {
  override async open() {
    await super.open('/settings/access-tokens', 'Access tokens');
  }

  row(name: string) {
    return this.main.getByRole('row').filter({ hasText: name });
  }

  /** Creates a token and leaves the dialog that shows it once open; answers that dialog. */
  async create(name: string, scope: 'Read' | 'Write', days = '30 days') {
    await this.main.getByRole('button', { name: 'Create token' }).click();
    const form = this.dialog('Create token');
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('combobox', { name: 'Scope' }).selectOption({ label: scope });
    await form.getByRole('combobox', { name: 'Expires in' }).selectOption({ label: days });
    await form.getByRole('button', { name: 'Create' }).click();
    const shown = this.dialog(`Your new token ${name}`);
    await expect(shown).toBeVisible();
    return shown;
  }

  async revoke(name: string) {
    await this.main.getByRole('button', { name: `Revoke token ${name}` }).click();
    await this.dialog('Revoke token').getByRole('button', { name: 'Revoke' }).click();
    await expect(this.toast(`Token ${name} revoked`)).toBeVisible();
  }
}
