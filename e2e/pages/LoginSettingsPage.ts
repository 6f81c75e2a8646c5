import { expect } from '@playwright/test';
import { SettingsPage } from './SettingsPage.js';

/** `/settings/login`: the own password and the sessions. */
export class LoginSettingsPage extends SettingsPage {
  async openPage() {
    await super.open('/settings/login', 'Login');
    await expect(this.main.getByRole('form', { name: 'Change password' })).toBeVisible();
  }

  get form() {
    return this.main.getByRole('form', { name: 'Change password' });
  }

  async changePassword(current: string, next: string) {
    await this.form.getByLabel('Current password').fill(current);
    await this.form.getByLabel('New password').fill(next);
    await this.form.getByRole('button', { name: 'Save' }).click();
  }

  sessionCount(count: number) {
    return this.main.getByText(count === 1 ? '1 active session' : `${count} active sessions`);
  }

  async signOutOthers() {
    await this.main.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await this.dialog('Sign out all other sessions')
      .getByRole('button', { name: 'Sign out all other sessions' })
      .click();
    await expect(this.toast('All other sessions were signed out')).toBeVisible();
  }
}
