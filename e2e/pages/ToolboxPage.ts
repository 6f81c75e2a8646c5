import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './AppPage.js';

/** `/praxis` with the toolbox: its panel, the drawer of a register, and the item dialogs. */
export class ToolboxPage extends AppPage {
  readonly panel: Locator;

  /** `panelName`: the panel's name in the signed-in person's language. */
  constructor(page: Page, panelName = 'Toolbox') {
    super(page);
    this.panel = page.getByRole('navigation', { name: panelName });
  }

  async open() {
    await this.page.goto('/praxis');
    await expect(this.panel).toBeVisible();
  }

  drawer(category: string) {
    return this.page.getByRole('complementary', { name: category });
  }

  list(category: string) {
    return this.drawer(category).getByRole('list', { name: `${category} list` });
  }

  /** Adds a new entry to a creatable select through its '+' button and name input. */
  async createOption(scope: Locator, createLabel: string, name: string) {
    await scope.getByRole('button', { name: createLabel }).click();
    await scope.getByRole('textbox', { name: createLabel }).fill(name);
    await scope.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(this.toast('Session saved').first()).toBeVisible();
  }

  /** Creates an asset through the Assets drawer's dialog, as a person would. */
  async createAsset(name: string, assetClass: string) {
    await this.open();
    await this.panel.getByRole('button', { name: 'Assets' }).click();
    await this.drawer('Assets').getByRole('button', { name: 'Create new asset' }).click();
    const create = this.dialog('Create new asset');
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await this.choose(create, 'Class', assetClass);
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(create).toBeHidden();
  }

  /** Finds the asset in the Assets drawer and opens its details dialog. */
  async openAssetDetails(name: string) {
    await this.open();
    await this.panel.getByRole('button', { name: 'Assets' }).click();
    await this.drawer('Assets').getByRole('searchbox', { name: 'Search Assets' }).fill(name);
    await this.list('Assets')
      .getByRole('button', { name: `View details of ${name}` })
      .click();
    const details = this.dialog('Asset details');
    await expect(details).toBeVisible();
    return details;
  }

  /** Executes a new control named `name` (with `title`) on the asset whose details are open. */
  async addExecutionOfNewControl(details: Locator, name: string, title: string) {
    await details.getByRole('button', { name: 'Add to Control executions' }).click();
    await this.dialog('Add to Control executions')
      .getByRole('button', { name: 'Create new control' })
      .click();
    const newControl = this.dialog('Create new control');
    await newControl.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await newControl.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await newControl.getByRole('button', { name: 'Create and add' }).click();
    await expect(this.toast('Execution added')).toBeVisible();
  }
}
