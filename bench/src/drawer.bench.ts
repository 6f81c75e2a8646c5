import type { CDPSession, Locator, Page } from '@playwright/test';
import { LIST_PAGE_SIZE } from '@praxis/contract';
import { assertNoErrors, launchChromium, signedInPage } from './browser.js';
import { demoWithAssets } from './items.data.js';
import { positiveInteger } from './load.js';
import { formatColumns, quantile } from './report.js';
import { withServer } from './suite.js';

const ASSETS = 10_000;
const PAGES = positiveInteger(process.env, 'BENCH_DRAWER_PAGES', 40);
/** Pages per row of the table: the cost of a page may grow with the rows already in the DOM. */
const GROUP = 10;
/** Long enough for a slow machine, short enough that a list that stopped growing fails the run soon. */
const PAGE_TIMEOUT_MS = 15_000;
/**
 * The drawer's rows, found inside the page where Playwright's role locators are not available. The list is
 * windowed, so the rows in the DOM are not the rows loaded: a page has arrived when a row past the previous
 * pages (`aria-posinset`, 1-based in the loaded list) is rendered. After a scroll to the end the window reaches
 * the old last row, so the new page's first rows come into it as soon as they are there.
 */
const ROW_SELECTOR = '[aria-label="Assets list"] > li[aria-posinset]';

if (PAGES * LIST_PAGE_SIZE > ASSETS) {
  throw new Error(`BENCH_DRAWER_PAGES=${PAGES} asks for more than the ${ASSETS} generated assets`);
}

/** What one page of the list cost the browser, from the scroll that asked for it until its rows were painted. */
interface PageCost {
  page: number;
  /** The last row rendered (its `aria-posinset`), and how many rows are in the DOM. */
  lastRow: number;
  domRows: number;
  /** Scroll to painted rows, fetch included. */
  shownMs: number;
  /** The page's request alone, from Resource Timing. */
  fetchMs: number;
  /** Main-thread time in JavaScript, all main-thread tasks, and style + layout (CDP Performance metrics). */
  scriptMs: number;
  taskMs: number;
  layoutMs: number;
  longTasksMs: number[];
}

// The Assets drawer must stay smooth while a user scrolls through 10,000 assets, 50 at a time, as people
// browse a large register. The figures are for reading, not pass/fail: only errors fail the run.
const browser = await launchChromium();
try {
  await withServer(
    {
      title: `toolbox Assets drawer over ${ASSETS.toLocaleString('en')} assets`,
      details: [
        `headless Chromium ${browser.version()}, 1280×720, ${PAGES} pages of ${LIST_PAGE_SIZE} scrolled to one after the other`,
      ],
      beforeStart: demoWithAssets(ASSETS),
    },
    async (server) => {
      const { page, errors } = await signedInPage(browser, server.baseUrl, 'user');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      await observeLongTasks(page);

      const drawer = page.getByRole('complementary', { name: 'Assets' });
      const viewport = drawer.locator('.mantine-ScrollArea-viewport');
      const costs: PageCost[] = [];
      costs.push(
        await measurePage(page, cdp, 1, async () => {
          await page
            .getByRole('navigation', { name: 'Toolbox' })
            .getByRole('button', { name: 'Assets' })
            .click();
          await drawer.getByRole('list', { name: 'Assets list' }).waitFor();
        }),
      );
      for (let number = 2; number <= PAGES; number++) {
        costs.push(await measurePage(page, cdp, number, () => scrollToBottom(viewport)));
        assertNoErrors(errors);
      }
      assertNoErrors(errors);

      const final = await metrics(cdp);
      process.stdout.write(`\n${formatCosts(costs)}\n\n`);
      process.stdout.write(
        [
          `pages loaded: ${PAGES}; rows in the DOM: ${costs.at(-1)?.domRows}; DOM nodes: ${final.Nodes}; JS heap used: ${((final.JSHeapUsedSize ?? 0) / 2 ** 20).toFixed(1)} MiB`,
          'page 1 is opening the drawer; "shown" runs from the scroll (or click) to the frame after the new rows,',
          'fetch is the request alone, script/task/layout are main-thread time; long tasks are tasks over 50 ms',
          '',
        ].join('\n'),
      );
    },
  );
} finally {
  await browser.close();
}

/** Collects the durations of long tasks (over 50 ms by definition) on the page into window.longTasks. */
async function observeLongTasks(page: Page) {
  await page.evaluate(() => {
    const target = window as unknown as { longTasks: number[] };
    target.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) target.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

/**
 * Runs `ask` (which makes the drawer load page `number`), waits until that page's first row is in the list and
 * a frame has been painted after it, and returns what it cost.
 */
async function measurePage(page: Page, cdp: CDPSession, number: number, ask: () => Promise<void>) {
  const row = (number - 1) * LIST_PAGE_SIZE + 1;
  const before = await metrics(cdp);
  const longTasksBefore = await page.evaluate(
    () => (window as unknown as { longTasks: number[] }).longTasks.length,
  );
  const started = await page.evaluate(() => performance.now());
  await ask();
  // No functions declared inside an evaluated body: tsx names them with a helper the page does not have.
  const shown = await page.evaluate(
    async ({ row, rowSelector, timeoutMs }) => {
      const deadline = performance.now() + timeoutMs;
      while (!document.querySelector(`${rowSelector}[aria-posinset="${row}"]`)) {
        if (performance.now() > deadline) throw new Error(`row ${row} never came into the list`);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      // requestAnimationFrame runs before the frame's style, layout and paint; a task queued from it runs after.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now();
    },
    { row, rowSelector: ROW_SELECTOR, timeoutMs: PAGE_TIMEOUT_MS },
  );
  const after = await metrics(cdp);
  const { fetchMs, longTasksMs, lastRow, domRows } = await page.evaluate(
    ({ number, from, rowSelector }) => {
      const request = performance
        .getEntriesByType('resource')
        .find(
          (entry) =>
            /\/v1\/Assets\?/.test(entry.name) &&
            new URL(entry.name).searchParams.get('page') === String(number),
        );
      return {
        fetchMs: request?.duration ?? Number.NaN,
        longTasksMs: (window as unknown as { longTasks: number[] }).longTasks.slice(from),
        lastRow: Number(
          Array.from(document.querySelectorAll(rowSelector)).at(-1)?.getAttribute('aria-posinset') ?? 0,
        ),
        domRows: document.querySelectorAll(rowSelector).length,
      };
    },
    { number, from: longTasksBefore, rowSelector: ROW_SELECTOR },
  );
  const seconds = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000;
  return {
    page: number,
    lastRow,
    domRows,
    shownMs: shown - started,
    fetchMs,
    scriptMs: seconds('ScriptDuration'),
    taskMs: seconds('TaskDuration'),
    layoutMs: seconds('LayoutDuration') + seconds('RecalcStyleDuration'),
    longTasksMs,
  } satisfies PageCost;
}

/**
 * Scrolls the way a reader reaches the end: to the last screenful, then in the next frame to the bottom.
 * Mantine's onBottomReached fires when the list goes from not-at-bottom to at-bottom, so one jump from the
 * old bottom (where the last page left it) straight to the new bottom would never ask for more.
 */
async function scrollToBottom(viewport: Locator) {
  await viewport.evaluate(async (element) => {
    element.scrollTop = element.scrollHeight - 2 * element.clientHeight;
    // Scroll events are dispatched once per frame, just before animation frame callbacks.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    element.scrollTop = element.scrollHeight;
  });
}

/** CDP Performance metrics of the page's renderer: durations in seconds since Performance.enable, counts. */
async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
}

function formatCosts(costs: PageCost[]): string {
  const groups: { label: string; costs: PageCost[] }[] = [];
  const [first, ...scrolled] = costs;
  if (first) groups.push({ label: 'page 1 (open)', costs: [first] });
  for (let start = 0; start < scrolled.length; start += GROUP) {
    const slice = scrolled.slice(start, start + GROUP);
    groups.push({ label: `pages ${slice[0]?.page}-${slice.at(-1)?.page}`, costs: slice });
  }
  if (scrolled.length > GROUP) groups.push({ label: `pages 2-${scrolled.at(-1)?.page}`, costs: scrolled });

  const ms = (value: number) => value.toFixed(0);
  const header = [
    'pages',
    'last row',
    'DOM rows',
    'script p50',
    'script p95',
    'tasks p50',
    'layout p50',
    'shown p50',
    'shown p95',
    'fetch p50',
    'long tasks',
    'longest',
  ];
  const rows = groups.map(({ label, costs }) => {
    const of = (pick: (cost: PageCost) => number, q: number) => ms(quantile(costs.map(pick), q));
    const longTasks = costs.flatMap((cost) => cost.longTasksMs);
    return [
      label,
      String(costs.at(-1)?.lastRow ?? 0),
      String(costs.at(-1)?.domRows ?? 0),
      of((cost) => cost.scriptMs, 0.5),
      of((cost) => cost.scriptMs, 0.95),
      of((cost) => cost.taskMs, 0.5),
      of((cost) => cost.layoutMs, 0.5),
      of((cost) => cost.shownMs, 0.5),
      of((cost) => cost.shownMs, 0.95),
      of((cost) => cost.fetchMs, 0.5),
      String(longTasks.length),
      longTasks.length > 0 ? ms(Math.max(...longTasks)) : '-',
    ];
  });
  return `times in ms per page\n${formatColumns(header, rows, 1)}`;
}
