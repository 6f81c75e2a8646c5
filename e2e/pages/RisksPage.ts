import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './AppPage.js';

export type Rating = 'inherent' | 'residual';

/** `/praxis/risks`: the two heat maps and the risk register they narrow. */
export class RisksPage extends AppPage {
  readonly register: Locator;

  constructor(page: Page) {
    super(page);
    this.register = page.getByRole('table', { name: 'Risk register' });
  }

  async open() {
    await this.page.goto('/praxis/risks');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Risks' })).toBeVisible();
  }

  heatMap(rating: Rating) {
    return this.page.getByRole('table', { name: `Heat map: ${rating} risk` });
  }

  /** A heat-map cell's button, named by its likelihood, consequence and count. */
  cell(rating: Rating, likelihood: number, consequence: number) {
    return this.heatMap(rating).getByRole('button', {
      name: new RegExp(`^Likelihood ${likelihood}, consequence ${consequence}: \\d+ scenarios?$`),
    });
  }

  /** How many scenarios the cell counts, read from its name. */
  async count(rating: Rating, likelihood: number, consequence: number) {
    const label = await this.cell(rating, likelihood, consequence).getAttribute('aria-label');
    return Number(label?.match(/: (\d+) scenarios?$/)?.[1]);
  }

  /** The register's row of a scenario. */
  row(name: string) {
    return this.register.getByRole('row').filter({ hasText: name });
  }

  /** Undoes the narrowing to a heat-map cell, if any. */
  async showAll() {
    const showAll = this.page.getByRole('button', { name: 'Show all scenarios' });
    if (await showAll.isVisible()) await showAll.click();
    await expect(showAll).toBeHidden();
  }

  /**
   * Narrows the register to a heat-map cell, starting from the whole register so that a cell pressed
   * before is not toggled off instead.
   */
  async narrowTo(rating: Rating, likelihood: number, consequence: number) {
    await this.showAll();
    await this.cell(rating, likelihood, consequence).click();
    await expect(this.cell(rating, likelihood, consequence)).toHaveAttribute('aria-pressed', 'true');
    await expect(
      this.page.getByText(
        `Showing the scenarios in heat map: ${rating} risk, likelihood ${likelihood}, consequence ${consequence}.`,
      ),
    ).toBeVisible();
  }

  /** Finds the scenario through the register's search, in no heat-map cell, and opens its details dialog. */
  async openScenario(name: string) {
    await this.showAll();
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await this.row(name)
      .getByRole('button', { name: new RegExp(`^Open \\S+ ${name}$`) })
      .click();
    const details = this.dialog('Threat details');
    await expect(details).toBeVisible();
    return details;
  }
}
