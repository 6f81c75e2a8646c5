import { severeViolationsIn } from '../fixtures/axe.js';
import { expect, test } from '../fixtures/test.js';
import { SettingsPage } from '../pages/SettingsPage.js';

test.use({ signedInAs: 'admin' });

for (const [path, heading] of [
  ['/settings/account', 'Account'],
  ['/settings/login', 'Login'],
  ['/system-configuration/persons', 'Persons'],
  ['/settings/access-tokens', 'Access tokens'],
  ['/system-configuration/accesses', 'Accesses'],
  ['/subscription/contact-info', 'Contact information'],
  ['/subscription/environments', 'Environments'],
  ['/subscription/administrators', 'Administrators'],
] as const) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await new SettingsPage(page).open(path, heading);
    expect(await severeViolationsIn(page, 'main')).toEqual([]);
  });
}
