import { expect } from '@playwright/test';
import { SettingsPage } from './SettingsPage.js';

/** `/system-configuration/persons`. */
export class PersonsPage extends SettingsPage {
  override async open() {
    await super.open('/system-configuration/persons', 'Persons');
    await expect(this.main.getByRole('table')).toBeVisible();
  }

  /** The table's rows of people (without the header row). */
  get rows() {
    return this.main.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  row(text: string) {
    return this.rows.filter({ hasText: text });
  }

  roleOf(name: string) {
    return this.main.getByRole('combobox', { name: `Role of ${name}` });
  }

  async search(text: string) {
    await this.main.getByRole('searchbox', { name: 'Search by name or email' }).fill(text);
  }

  /**
   * Invites `email`, in `language` (as the dialog names it) when given, else the inviter's; answers the
   * one-time link the app then shows and what it says about mailing it.
   */
  async invite(email: string, role: string, language?: string) {
    await this.main.getByRole('button', { name: 'Invite person' }).click();
    const dialog = this.dialog('Invite person');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption(role);
    if (language)
      await dialog.getByRole('combobox', { name: 'Language of the invitation' }).selectOption(language);
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog).toBeHidden();
    return this.takeLink('Invitation link');
  }

  /** Reads the link dialog (invitation or reset link) and closes it. */
  async takeLink(title: 'Invitation link' | 'Password reset link') {
    const dialog = this.dialog(title);
    const url = await dialog.getByRole('textbox', { name: 'One-time link' }).inputValue();
    const status = (await dialog.getByRole('status').textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    return { url, status };
  }
}
