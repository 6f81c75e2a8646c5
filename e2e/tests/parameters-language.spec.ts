import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { severeViolationsIn } from '../fixtures/axe.js';
import { signInAtProvider } from '../fixtures/signIn.js';
import { expect, test } from '../fixtures/test.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';

const moderate = fileURLToPath(
  new URL(
    '../../apps/server/src/seed/catalogs/NIST_SP-800-53_rev5_MODERATE-baseline-resolved-profile_catalog.json',
    import.meta.url,
  ),
);

/** Switches the interface language through the user menu; the server saves it on the user record. */
async function chooseLanguage(page: Page, from: { menu: string; current: string }, to: string) {
  await page.getByRole('button', { name: 'Aud Andersen' }).click();
  await page.getByRole('menuitem', { name: `${from.menu}: ${from.current}` }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
}

// The name ends in language.spec.ts so that it runs in the `language` project, once every spec that reads
// this account in English is done; it signs in itself, since it changes the account's language, and leaves
// it in English.
test('an administrator sets an organisation-defined parameter of SP 800-53 and reads it in the statement, in English and Norwegian', async ({
  page,
}) => {
  await page.goto('/praxis');
  await signInAtProvider(page, 'secondAdmin');
  const spec = new SpecificationPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Specifications' })).toBeVisible();
  await page.getByRole('button', { name: 'Import specification' }).click();
  const dialog = spec.dialog('Import specification');
  await dialog.getByLabel('Specification files').setInputFiles(moderate);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/praxis\/specification\/[0-9a-f-]{36}/);

  await spec.treeItem(/^AC-1 Policy and Procedures/).click();
  const statement = spec.requirement.getByRole('document', { name: 'Requirement text' });
  await expect(statement).toContainText('Designate an [Assignment: official]');
  const parameters = spec.section('Parameters');
  const official = parameters.getByRole('listitem', { name: 'official', exact: true });
  await expect(official).toContainText('Organisation-defined');
  expect(await severeViolationsIn(page, 'article')).toEqual([]);

  await official.getByRole('button', { name: 'Set the value of official' }).click();
  const edit = spec.dialog('Set the value of official');
  await expect(edit.getByRole('textbox', { name: 'Value' })).toBeFocused();
  expect(await severeViolationsIn(page, '[role="dialog"]')).toEqual([]);
  await edit.getByRole('textbox', { name: 'Value' }).fill('Chief Information Security Officer');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(spec.toast('Value of official saved')).toBeVisible();
  await expect(statement).toContainText('Designate an Chief Information Security Officer');
  await expect(official).toContainText('Set by the company');

  await chooseLanguage(page, { menu: 'Language', current: 'English' }, 'Norsk bokmål');
  const parametere = spec.requirement.getByRole('region', { name: 'Parametere', exact: true });
  await expect(parametere.getByRole('listitem', { name: 'official', exact: true })).toContainText(
    'Angitt av virksomheten',
  );
  await expect(parametere.getByRole('listitem', { name: 'frequency' }).first()).toContainText(
    'Ikke angitt: fastsettes av virksomheten',
  );
  await expect(spec.requirement.getByRole('document', { name: 'Kravtekst' })).toContainText(
    'Chief Information Security Officer',
  );

  await chooseLanguage(page, { menu: 'Språk', current: 'Norsk bokmål' }, 'English');
  await expect(spec.breadcrumbs).toContainText('specifications');
});
