import type { Locator, Page } from '@playwright/test';
import { severeViolations } from '../fixtures/axe.js';
import { expect, test } from '../fixtures/test.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';
import { ToolboxPage } from '../pages/ToolboxPage.js';

test.use({ signedInAs: 'user' });

/** The sizes the layouts are measured against, in px. */
const menuHeight = 65;
const toolboxHeight = 105;
const drawerWidth = 350;
const height = 800;

/** The four layouts, each at a width inside its range. */
const layouts = [
  { name: 'phone', width: 375 },
  { name: 'small tablet', width: 700 },
  { name: 'tablet', width: 960 },
  { name: 'desktop', width: 1280 },
] as const;
type Layout = (typeof layouts)[number]['name'];

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found as NonNullable<typeof found>;
}

/** The page never scrolls sideways: whatever is wide scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Visible and wholly inside the screen, so a finger or a pointer reaches it. */
async function expectOnScreen(page: Page, locator: Locator) {
  const { x, y, width, height } = await box(locator);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  expect(x).toBeGreaterThanOrEqual(0);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(viewport.width);
  expect(y + height).toBeLessThanOrEqual(viewport.height);
}

/** Whether a register's button shows its icon above its name (bar and rail) or beside it (desktop column). */
async function iconPlacement(button: Locator, name: string) {
  const icon = await box(button.locator('svg'));
  const label = await box(button.getByText(name, { exact: true }));
  if (icon.y + icon.height <= label.y) return 'above';
  if (icon.x + icon.width <= label.x) return 'beside';
  return 'elsewhere';
}

/** Checks the toolbox's place and shape for `layout` on /praxis, opening and closing the Assets drawer. */
async function expectToolboxLayout(page: Page, layout: Layout) {
  const toolbox = new ToolboxPage(page);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const panel = await box(toolbox.panel);
  const assets = toolbox.panel.getByRole('button', { name: 'Assets' });
  const threats = toolbox.panel.getByRole('button', { name: 'Threats' });
  if (layout === 'phone') {
    // A bar of 105 px across the whole width under the top menu, the registers in a row.
    expect(panel).toEqual({ x: 0, y: menuHeight, width: viewport.width, height: toolboxHeight });
    expect((await box(threats)).y).toBe((await box(assets)).y);
  } else {
    // From 577 px a column at the left, from the top menu down, the registers one under another.
    expect(panel.x).toBe(0);
    expect(panel.y).toBe(menuHeight);
    expect(panel.height).toBe(viewport.height - menuHeight);
    expect((await box(threats)).y).toBeGreaterThan((await box(assets)).y);
  }
  // Below 1079 px the icon sits above the name (a bar, a narrow rail); from there beside it.
  expect(await iconPlacement(assets, 'Assets')).toBe(layout === 'desktop' ? 'beside' : 'above');
  for (const name of ['Assets', 'Products', 'Controls', 'Threats']) {
    await expectOnScreen(page, toolbox.panel.getByRole('button', { name }));
  }
  // The Origins, Causes and Risks registers follow; a phone's bar scrolls sideways to them, the page never does.
  for (const name of ['Origins', 'Causes', 'Risks']) {
    const button = toolbox.panel.getByRole('button', { name });
    // Wholly, where Playwright's scrolling leaves a button the bar's edge cuts through as it is.
    await button.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    await expectOnScreen(page, button);
  }

  const main = page.getByRole('main');
  const before = await box(main);
  await assets.click();
  const drawer = toolbox.drawer('Assets');
  await expect(drawer.getByRole('button', { name: 'Create new asset' })).toBeVisible();
  const opened = await box(drawer);
  const after = await box(main);
  if (layout === 'phone') {
    // The drawer takes the phone's width below the bar, over the page.
    expect(opened).toEqual({
      x: 0,
      y: menuHeight + toolboxHeight,
      width: viewport.width,
      height: viewport.height - menuHeight - toolboxHeight,
    });
  } else {
    // 350 px beside the column.
    expect(opened.x).toBe(panel.x + panel.width);
    expect(opened.width).toBe(drawerWidth);
  }
  // Below 860 px the drawer covers the page, which keeps its width; from there it pushes the page aside.
  if (layout === 'tablet' || layout === 'desktop') {
    expect(after.x).toBe(opened.x + opened.width);
  } else {
    expect(after).toEqual(before);
    const covered = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('aside')?.getAttribute('aria-label'),
      { x: opened.x + opened.width / 2, y: opened.y + opened.height / 2 },
    );
    expect(covered, 'the drawer lies over the page').toBe('Assets');
  }
  await expectOnScreen(page, drawer.getByRole('searchbox', { name: 'Search Assets' }));
  await expectOnScreen(page, drawer.getByRole('button', { name: 'Create new asset' }));
  await expectOnScreen(page, drawer.getByTestId('close-drawer'));
  await expectNoSidewaysScroll(page);
  expect(await severeViolations(page)).toEqual([]);
  return drawer;
}

for (const { name, width } of layouts) {
  test(`the ${name} layout at ${width} px: shell, toolbox, drawer, dialog and specification`, async ({
    page,
  }) => {
    // Two whole-page accessibility checks take their time on a loaded machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    const toolbox = new ToolboxPage(page);
    await toolbox.open();
    await expect(page.getByRole('heading', { level: 1, name: 'Specifications' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The top menu keeps 65 px and its controls on every screen; on a phone the avatar alone names the
    // user menu, which still opens.
    expect((await box(page.getByRole('banner'))).height).toBe(menuHeight);
    await expectOnScreen(page, page.getByRole('button', { name: 'Open main menu' }));
    await expectOnScreen(page, page.getByRole('button', { name: /^Notifications/ }));
    const userMenu = page.getByRole('button', { name: 'Ulf User' });
    await expectOnScreen(page, userMenu);
    expect((await box(userMenu)).width < 60).toBe(name === 'phone');
    await userMenu.click();
    await expectOnScreen(page, page.getByRole('menuitem', { name: 'Settings' }));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeHidden();

    const drawer = await expectToolboxLayout(page, name);

    // A dialog stays inside the screen; on a phone it takes all but a narrow margin.
    await drawer
      .getByRole('button', { name: /^View details of / })
      .first()
      .click();
    const details = toolbox.dialog('Asset details');
    await expect(details.getByRole('region', { name: 'Assignments' })).toBeVisible();
    const dialog = await box(details);
    expect(dialog.x).toBeGreaterThanOrEqual(0);
    expect(dialog.x + dialog.width).toBeLessThanOrEqual(width);
    if (name === 'phone') expect(dialog.width).toBeGreaterThanOrEqual(width - 2 * 12);
    await expectOnScreen(page, details.getByRole('button', { name: 'Close' }));
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await drawer.getByTestId('close-drawer').click();
    await expect(drawer).toBeHidden();

    // The specification page: the breadcrumb bar keeps its buttons on screen (icons alone on a phone), the
    // index gives way to the requirement below 768 px, and nothing scrolls sideways.
    const spec = new SpecificationPage(page);
    await page.getByRole('link', { name: 'NIST Cybersecurity Framework 2.0' }).click();
    await expect(spec.breadcrumbs).toBeVisible();
    const navigationToggle = page.getByRole('button', { name: /^(Show|Hide) navigation$/ });
    for (const control of [
      navigationToggle,
      page.getByRole('link', { name: 'Open report' }),
      page.getByRole('button', { name: 'Print' }),
    ]) {
      await expectOnScreen(page, control);
      expect((await box(control)).width < 40).toBe(name === 'phone');
    }
    await expect(navigationToggle).toHaveAccessibleName(width < 768 ? 'Show navigation' : 'Hide navigation');
    if (width < 768) await navigationToggle.click();
    await page.getByRole('button', { name: 'Expand all' }).click();
    await spec.tree
      .getByRole('treeitem', { name: /, Semaphore: / })
      .first()
      .click();
    await expect(spec.requirement).toBeVisible();
    await expect(spec.tree).toBeVisible({ visible: width >= 768 });
    const article = await box(spec.requirement);
    expect(article.x + article.width).toBeLessThanOrEqual(width);
    await expectNoSidewaysScroll(page);
    expect(await severeViolations(page)).toEqual([]);
  });
}

test('each layout begins exactly at its breakpoint', async ({ page }) => {
  const toolbox = new ToolboxPage(page);
  await page.setViewportSize({ width: 576, height });
  await toolbox.open();
  const assets = toolbox.panel.getByRole('button', { name: 'Assets' });

  // 576 px is a phone (the toolbox a bar), 577 px a small tablet (a column).
  expect((await box(toolbox.panel)).height).toBe(toolboxHeight);
  await page.setViewportSize({ width: 577, height });
  await expect.poll(async () => (await box(toolbox.panel)).height).toBe(height - menuHeight);

  // At 859 px the drawer covers the page; at 860 px it pushes it aside.
  await page.setViewportSize({ width: 859, height });
  await assets.click();
  const drawer = toolbox.drawer('Assets');
  const main = page.getByRole('main');
  const drawerEnd = async () => {
    const { x, width } = await box(drawer);
    return x + width;
  };
  expect((await box(main)).x).toBeLessThan(await drawerEnd());
  await page.setViewportSize({ width: 860, height });
  await expect.poll(async () => (await box(main)).x).toBe(await drawerEnd());

  // At 1078 px the icon is above the register's name; at 1079 px beside it.
  await page.setViewportSize({ width: 1078, height });
  await expect.poll(() => iconPlacement(assets, 'Assets')).toBe('above');
  await page.setViewportSize({ width: 1079, height });
  await expect.poll(() => iconPlacement(assets, 'Assets')).toBe('beside');
});
