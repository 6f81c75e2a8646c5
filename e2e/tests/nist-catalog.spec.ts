import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { dayFromToday, shownDay } from '../fixtures/data.js';
import { signInAtProvider } from '../fixtures/signIn.js';
import { expect, test } from '../fixtures/test.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';

const csf = fileURLToPath(
  new URL('../../apps/server/src/seed/catalogs/NIST_CSF_v2.0_catalog.xml', import.meta.url),
);

/** Switches the interface language through the user menu; the server saves it on the user record. */
async function chooseLanguage(page: Page, from: { menu: string; current: string }, to: string) {
  await page.getByRole('button', { name: 'Otto Other' }).click();
  await page.getByRole('menuitem', { name: `${from.menu}: ${from.current}` }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
}

// Other AS starts without specifications (the demo gives NIST CSF 2.0 to Demo AS only), so this is the
// first import of a real catalog, as a new company would do it. The account signs in itself because it
// changes its language; it leaves it in English for the language spec that runs after this one.
test('an administrator imports NIST CSF 2.0 from the UI, works through it and prints the report in English and Norwegian; the toolbox works in Norwegian', async ({
  page,
  context,
}) => {
  await page.goto('/praxis');
  await signInAtProvider(page, 'otherAdmin');
  const spec = new SpecificationPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Specifications' })).toBeVisible();
  await expect(page.getByText('There are no specifications yet. Import one to get started.')).toBeVisible();

  await page.getByRole('button', { name: 'Import specification' }).click();
  const dialog = spec.dialog('Import specification');
  await dialog.getByLabel('Specification files').setInputFiles(csf);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/praxis\/specification\/[0-9a-f-]{36}/);

  // Six functions as topics; a category under a function; a subcategory as a requirement with its statement.
  await expect(spec.breadcrumbs).toContainText('NIST Cybersecurity Framework');
  // The breadcrumb bar reads 'specifications > {current specification}'.
  await expect(spec.breadcrumbs).toHaveText(/^specifications\s*>\s*NIST Cybersecurity Framework/);
  await expect(spec.tree.locator('[role="treeitem"][aria-level="1"]')).toHaveCount(6);
  // Topics open expanded; a category opens on a click.
  await expect(spec.treeItem('GV GOVERN')).toHaveAttribute('aria-expanded', 'true');
  await spec.treeItem(/^GV\.OC Organizational Context/).click();
  await spec.treeItem(/^GV\.OC-01 /).click();
  await expect(spec.requirement).toContainText('organizational mission is understood');
  // CSF requirements have no title: the first sentence of the statement names them, not the code again.
  await expect(
    spec.treeItem(
      /^GV\.OC-01 The organizational mission is understood and informs cybersecurity risk management, Semaphore: Gray$/,
    ),
  ).toBeVisible();

  // The list counts what was imported: 128 requirements (22 categories, 106 subcategories), all gray before any work.
  await page.goto('/praxis');
  await expect(page.getByRole('listitem').filter({ hasText: 'NIST' })).toContainText('128 requirements');
  await page.getByRole('link', { name: /NIST Cybersecurity Framework/ }).click();
  await expect(spec.tree).toBeVisible();

  const [report] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Open report' }).click(),
  ]);
  await expect(report.getByRole('heading', { level: 1, name: /NIST Cybersecurity Framework/ })).toBeVisible();
  await expect(report.getByRole('region', { name: 'Statement of applicability' })).toBeVisible();
  await expect(
    report.getByRole('article', { name: /^GV\.OC-01 The organizational mission is understood/ }),
  ).toBeVisible();
  const pdf = await report.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await report.close();

  // In Norwegian, the same report reads in Norwegian.
  await chooseLanguage(page, { menu: 'Language', current: 'English' }, 'Norsk bokmål');
  await expect(spec.page.getByRole('navigation', { name: 'Brødsmulesti' })).toContainText('spesifikasjoner');
  const [norwegian] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Åpne rapport' }).click(),
  ]);
  await expect(norwegian.getByRole('region', { name: 'Erklæring om anvendelighet' })).toBeVisible();
  // One date format per language: the Norwegian report writes its date as 25.09.2026.
  await expect(norwegian.getByText(`Dato: ${shownDay(dayFromToday(0), 'nb')}`)).toBeVisible();
  expect((await norwegian.pdf({ format: 'A4' })).subarray(0, 5).toString()).toBe('%PDF-');
  await norwegian.close();

  // The toolbox in Norwegian: create an asset and open its details, without a console error on the way.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page
    .getByRole('navigation', { name: 'Verktøykasse' })
    .getByRole('button', { name: 'Eiendeler' })
    .click();
  const drawer = page.getByRole('complementary', { name: 'Eiendeler' });
  await drawer.getByRole('button', { name: 'Opprett ny eiendel' }).click();
  await expect(drawer.getByRole('searchbox', { name: 'Søk i eiendeler' })).toBeVisible();
  const create = page.getByRole('dialog', { name: 'Opprett ny eiendel' });
  // A Norwegian user's new asset is named in Norwegian.
  await expect(create.getByText(/^Står feltet tomt, blir navnet Eiendel-\d+$/)).toBeVisible();
  await create.getByRole('combobox', { name: 'Klasse', exact: true }).click();
  await page.getByRole('option', { name: 'Forretning', exact: true }).click();
  await create.getByRole('button', { name: 'Opprett', exact: true }).click();
  await expect(create).toBeHidden();
  await drawer
    .getByRole('list', { name: 'Liste over eiendeler' })
    .getByRole('button', { name: /^Vis detaljer for / })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Detaljer om eiendel' });
  await expect(details.getByText('Identifikator')).toBeVisible();
  // A cleared name is not saved; the message says why and the stored name stays.
  const name = details.getByRole('textbox', { name: 'Navn', exact: true });
  const stored = await name.inputValue();
  await name.fill('');
  await name.press('Tab');
  await expect(details.getByText('Navn på eiendel er ikke fylt ut.')).toBeVisible();
  // Tab left the focus in the Class selector, where Escape would only close its list.
  await name.press('Escape');
  await expect(details).toBeHidden();
  await drawer
    .getByRole('list', { name: 'Liste over eiendeler' })
    .getByRole('button', { name: `Vis detaljer for ${stored}` })
    .click();
  await expect(details.getByRole('textbox', { name: 'Navn', exact: true })).toHaveValue(stored);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  expect(errors).toEqual([]);

  await chooseLanguage(page, { menu: 'Språk', current: 'Norsk bokmål' }, 'English');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('specifications');
});
