import { expect, test } from '../fixtures/test.js';

test.describe('as an administrator', () => {
  test.use({ signedInAs: 'admin' });

  test('the top bar names the user; the menu offers language, settings, system configuration and log out', async ({
    page,
  }) => {
    await page.goto('/praxis');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Ada Admin' });
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'English',
      'Settings',
      'System configuration',
      'Log out',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Language: English' })).toBeVisible();

    await menu.getByRole('menuitem', { name: 'System configuration' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/system-configuration/persons');
    await expect(page.getByRole('banner')).toContainText('System configuration');
    await expect(menu).toBeHidden();
  });

  test('the language entry opens the list with a check mark on the active language', async ({ page }) => {
    await page.goto('/praxis');
    await page.getByRole('button', { name: 'Ada Admin' }).click();
    await page.getByRole('menuitem', { name: 'Language: English' }).click();
    const list = page.getByRole('group', { name: 'Languages' });
    await expect(list.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(list.getByRole('menuitemradio', { name: 'Norsk bokmål' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(list.getByRole('menuitemradio', { name: 'English' }).locator('svg')).toBeVisible();
    await expect(list.getByRole('menuitemradio', { name: 'Norsk bokmål' }).locator('svg')).toHaveCount(0);
  });

  test('Settings opens /settings/account; the trigger toggles the menu and a click outside closes it', async ({
    page,
  }) => {
    await page.goto('/praxis');
    const trigger = page.getByRole('button', { name: 'Ada Admin' });
    const menu = page.getByRole('menu');
    await trigger.click();
    await expect(menu).toBeVisible();
    await trigger.click();
    await expect(menu).toBeHidden();

    await trigger.click();
    await page.getByRole('heading', { name: 'Specifications', exact: true }).click();
    await expect(menu).toBeHidden();

    await trigger.click();
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/settings/account');
    await expect(page.getByRole('banner')).toContainText('Settings');
  });

  test('the menu works from the keyboard alone', async ({ page }) => {
    await page.goto('/praxis');
    const trigger = page.getByRole('button', { name: 'Ada Admin' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Language: English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('as a user', () => {
  test.use({ signedInAs: 'user' });

  test('the menu has no System configuration', async ({ page }) => {
    await page.goto('/praxis');
    await page.getByRole('button', { name: 'Ulf User' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['English', 'Settings', 'Log out']);
  });
});
