import { expect } from '@playwright/test';
import { AppPage } from './AppPage.js';

export interface SetupInput {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** `/setup`, the first run of an installation without a company. */
export class SetupPage extends AppPage {
  readonly form = this.page.getByRole('form', { name: 'Set up Praxis' });

  async expectShown() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Set up Praxis' })).toBeVisible();
    await expect(this.page).toHaveURL(/\/setup$/);
  }

  async fill(input: SetupInput) {
    await this.form.getByRole('textbox', { name: 'Company name' }).fill(input.companyName);
    await this.form.getByRole('textbox', { name: 'First name' }).fill(input.firstName);
    await this.form.getByRole('textbox', { name: 'Last name' }).fill(input.lastName);
    await this.form.getByRole('textbox', { name: 'Email' }).fill(input.email);
    await this.password.fill(input.password);
  }

  get password() {
    return this.form.getByRole('textbox', { name: 'Password' });
  }

  async submit() {
    await this.form.getByRole('button', { name: 'Set up' }).click();
  }
}
