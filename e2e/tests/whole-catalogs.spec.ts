import type { Page } from '@playwright/test';
import { HANG_LIMIT_MS } from '../../test-limits.js';
import { unique } from '../fixtures/data.js';
import { signInAtProvider } from '../fixtures/signIn.js';
import { expect, test } from '../fixtures/test.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';

const MODERATE_ENTRY = 'NIST SP 800-53 rev5 MODERATE baseline';
const MODERATE = 'NIST Special Publication 800-53 Revision 5.1.1 MODERATE IMPACT BASELINE';
const CRITERIA = 'prerequisites and criteria';
const VALUE = 'a signed request approved by the line manager';

/** Switches the interface language through the user menu; the server saves it on the user record. */
async function chooseLanguage(page: Page, from: { menu: string; current: string }, to: string) {
  await page.getByRole('button', { name: 'Otto Other' }).click();
  await page.getByRole('menuitem', { name: `${from.menu}: ${from.current}` }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
}

/** Opens the specification's printed report, which the app opens in a new tab. */
async function openReport(page: Page, link: string) {
  const [report] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: link }).click(),
  ]);
  return report;
}

// Other AS, whose only specification is the CSF of nist-catalog.spec.ts, so that nothing else adds SP 800-53
// there. The account changes its language and the language spec signs it out: this spec runs in a project
// of its own after both (playwright.config.ts), signs in itself and leaves the account in English.
test('an administrator adds the MODERATE baseline from the library and works AC-2 with its enhancements, a parameter and the report, in English and Norwegian', async ({
  page,
}) => {
  await page.goto('/praxis');
  await signInAtProvider(page, 'otherAdmin');
  const spec = new SpecificationPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Specifications' })).toBeVisible();

  // The baseline brings the HIGH catalog it is tailored from, and resolves against it.
  await page.getByRole('button', { name: 'Add from library' }).click();
  const library = spec.dialog('Add from library');
  await library
    .getByRole('listitem', { name: MODERATE_ENTRY })
    .getByRole('button', { name: `Add ${MODERATE_ENTRY}` })
    .click();
  await expect(spec.toast(`Specification ${MODERATE} added`)).toBeVisible({ timeout: HANG_LIMIT_MS });
  await expect(library).toBeHidden();
  await page
    .getByRole('list', { name: 'Specifications list' })
    .getByRole('link', { name: MODERATE, exact: true })
    .click();
  await expect(spec.breadcrumbs).toContainText(MODERATE);

  // Every control is a requirement: AC-2 holds AC-2(1) one level below it.
  const ac2 = spec.treeItem(/^AC-2 Account Management, /);
  await ac2.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Management' })).toBeVisible();
  await expect(ac2).toHaveAttribute('aria-expanded', 'true');
  await expect(spec.treeItem(/^AC-2\(1\) Automated System Account Management, /)).toHaveAttribute(
    'aria-level',
    String(Number(await ac2.getAttribute('aria-level')) + 1),
  );
  const nested = spec.section('Nested requirements');
  await expect(
    nested.getByRole('link', { name: 'AC-2(1) Automated System Account Management' }),
  ).toBeVisible();

  const controlName = `Account reviews ${unique()}`;
  const controlTitle = `Review accounts monthly ${unique()}`;
  await spec.requirement.getByRole('button', { name: 'Link control' }).click();
  await spec.dialog('Link control').getByRole('button', { name: 'Create new control' }).click();
  const newControl = spec.dialog('Create new control');
  await newControl.getByRole('textbox', { name: 'Name', exact: true }).fill(controlName);
  await newControl.getByRole('textbox', { name: 'Title', exact: true }).fill(controlTitle);
  await newControl.getByRole('button', { name: 'Create and add' }).click();
  await expect(spec.toast('Control linked')).toBeVisible();
  await expect(spec.section('Linked controls').getByRole('listitem', { name: controlName })).toBeVisible();

  // One of AC-2's organisation-defined parameters gets the company's value, which the statement then reads.
  const statement = spec.requirement.getByRole('document', { name: 'Requirement text' });
  await expect(statement).toContainText(
    `Require [Assignment: ${CRITERIA}] (organisation-defined parameter, not set yet) for group`,
  );
  const criteria = spec.section('Parameters').getByRole('listitem', { name: CRITERIA, exact: true });
  await expect(criteria).toContainText('Organisation-defined');
  await criteria.getByRole('button', { name: `Set the value of ${CRITERIA}` }).click();
  const edit = spec.dialog(`Set the value of ${CRITERIA}`);
  await edit.getByRole('textbox', { name: 'Value' }).fill(VALUE);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(spec.toast(`Value of ${CRITERIA} saved`)).toBeVisible();
  await expect(statement).toContainText(`Require ${VALUE} (value set by your organisation) for group`);
  await expect(criteria).toContainText('Set by the company');

  const report = await openReport(page, 'Open report');
  await expect(report.getByRole('heading', { level: 1, name: MODERATE })).toBeVisible();
  const reported = report.getByRole('article', { name: 'AC-2 Account Management', exact: true });
  await expect(reported).toContainText(`Require ${VALUE} (value set by your organisation) for group`);
  await expect(reported.getByRole('rowheader', { name: controlTitle })).toBeVisible();
  await expect(
    reported.getByRole('article', { name: 'AC-2(1) Automated System Account Management', exact: true }),
  ).toBeVisible();
  await report.close();

  // The same reading in Norwegian: Praxis's own words change, the catalog's and the company's stay.
  await chooseLanguage(page, { menu: 'Language', current: 'English' }, 'Norsk bokmål');
  await expect(spec.page.getByRole('navigation', { name: 'Brødsmulesti' })).toContainText('spesifikasjoner');
  const article = spec.requirement;
  await expect(
    article
      .getByRole('region', { name: 'Parametere', exact: true })
      .getByRole('listitem', { name: CRITERIA, exact: true }),
  ).toContainText('Angitt av virksomheten');
  await expect(article.getByRole('document', { name: 'Kravtekst' })).toContainText(
    `Require ${VALUE} (verdi angitt av virksomheten) for group`,
  );
  await expect(
    article
      .getByRole('region', { name: 'Underkrav', exact: true })
      .getByRole('link', { name: 'AC-2(1) Automated System Account Management' }),
  ).toBeVisible();
  await expect(
    article.getByRole('region', { name: 'Koblede kontroller', exact: true }).getByRole('listitem', {
      name: controlName,
    }),
  ).toBeVisible();

  const norwegian = await openReport(page, 'Åpne rapport');
  await expect(norwegian.getByRole('region', { name: 'Erklæring om anvendelighet' })).toBeVisible();
  const lest = norwegian.getByRole('article', { name: 'AC-2 Account Management', exact: true });
  await expect(lest.getByRole('heading', { name: 'Kontroller og utførelser' }).first()).toBeVisible();
  await expect(lest).toContainText(`Require ${VALUE} (verdi angitt av virksomheten) for group`);
  await expect(
    lest.getByRole('article', { name: 'AC-2(1) Automated System Account Management', exact: true }),
  ).toBeVisible();
  await norwegian.close();

  await chooseLanguage(page, { menu: 'Språk', current: 'Norsk bokmål' }, 'English');
  await expect(spec.breadcrumbs).toContainText('specifications');
});
