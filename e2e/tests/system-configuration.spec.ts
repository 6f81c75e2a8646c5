import { apiOf } from '../fixtures/api.js';
import { severeViolationsIn } from '../fixtures/axe.js';
import { unique } from '../fixtures/data.js';
import { expect, test } from '../fixtures/test.js';
import { AuditLogPage } from '../pages/AuditLogPage.js';
import { SettingsPage } from '../pages/SettingsPage.js';

const adminPages = [
  ['/system-configuration/roles-and-responsibilities', 'Roles and responsibilities'],
  ['/system-configuration/log', 'Log'],
  ['/system-configuration/api-configuration', 'API configuration'],
] as const;

test.describe('as the administrator of Demo AS', () => {
  test.use({ signedInAs: 'admin' });

  test('opens each new settings page from the sidebars', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.open('/system-configuration/persons', 'Persons');
    const menu = page.getByRole('navigation', { name: 'System configuration menu' });
    for (const [path, heading] of adminPages) {
      await menu.getByRole('link', { name: heading, exact: true }).click();
      await expect(settings.main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(menu.getByRole('link', { name: heading, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expect(settings.main.getByRole('link', { name: /\/api\/docs$/ })).toBeVisible();

    await settings.open('/settings/account', 'Account');
    await page
      .getByRole('navigation', { name: 'Settings menu' })
      .getByRole('link', { name: 'Language' })
      .click();
    await expect(settings.main.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  test('shows who holds each role from the company people', async ({ page }) => {
    const roles = new SettingsPage(page);
    await roles.open('/system-configuration/roles-and-responsibilities', 'Roles and responsibilities');
    await expect(roles.main.getByRole('list', { name: 'Reader' })).toContainText('reader@example.com');
    await expect(roles.main.getByRole('row', { name: /^Read specifications/ })).toBeVisible();
  });

  test('filters the log by entity, shows a change and exports the page as CSV', async ({ page }) => {
    const log = new AuditLogPage(page);
    await log.open('/system-configuration/log', 'Log');
    const name = `Audited ${unique()}`;
    const environment = await (await apiOf(page)).post<{ id: string }>('/v1/Subscription/environments', {
      name,
      description: null,
    });

    await log.filterByEntity('Environments');
    const row = log.row(environment.id);
    await expect(row).toContainText('Created');
    for (const entity of await log.table.getByRole('row').locator('td:nth-child(4)').allTextContents()) {
      expect(entity).toBe('Environments');
    }
    await row.getByRole('button', { name: 'Show changes' }).click();
    await expect(log.table.getByRole('row', { name: /^name/ }).first()).toContainText(name);
    // With events and their changes shown, which the check of the bare page may not have.
    expect(await severeViolationsIn(page, 'main')).toEqual([]);

    const [header, ...lines] = (await log.exportCsv()).trim().split('\r\n');
    expect(header).toBe('at,userEmail,action,entity,entityId,before,after');
    expect(lines.some((line) => line.includes(environment.id) && line.includes(name))).toBe(true);
    for (const line of lines) expect(line).toContain('"environments"');
  });

  test('the Audit log service leads to the log', async ({ page }) => {
    const services = new SettingsPage(page);
    await services.open('/subscription/services', 'Services');
    await expect(services.switch('Audit log')).toHaveCount(0);
    await services.main.getByRole('link', { name: 'Open the log' }).click();
    await expect(services.main.getByRole('heading', { level: 1, name: 'Log' })).toBeVisible();
  });

  for (const [path, heading] of [
    ...adminPages,
    ['/settings/language', 'Language'],
    ['/system-configuration/time-zone', 'Time zone'],
  ] as const) {
    test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
      await new SettingsPage(page).open(path, heading);
      expect(await severeViolationsIn(page, 'main')).toEqual([]);
    });
  }
});

test.describe('as a reader of Demo AS', () => {
  test.use({ signedInAs: 'reader' });

  for (const [path] of adminPages) {
    test(`is refused ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
    });
  }

  test('sees no administrator entries in the system configuration menu, and the risk matrix and the time zone to read', async ({
    page,
  }) => {
    await new SettingsPage(page).open('/system-configuration/persons', 'Persons');
    const menu = page.getByRole('navigation', { name: 'System configuration menu' });
    await expect(menu.getByRole('link')).toHaveText(['Persons', 'Labels', 'Risk matrix', 'Time zone']);
  });
});

test.describe('as a registered newcomer, who may read no company data', () => {
  test.use({ signedInAs: 'newcomer' });

  test('keeps their own account, language and login settings, and nothing more', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.open('/settings/language', 'Language');
    await expect(settings.main.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(page.getByRole('navigation', { name: 'Settings menu' }).getByRole('link')).toHaveText([
      'Account',
      'Language',
      'Login',
    ]);
    await page.goto('/system-configuration/log');
    await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  });
});
