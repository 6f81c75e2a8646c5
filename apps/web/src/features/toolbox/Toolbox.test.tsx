import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '../../test/fakeApi';
import { pageOf, testItem } from '../items/testItems';
import { openToolbox, requestsTo, type ToolboxView } from '../items/testToolbox';
import { specificationStore } from '../specification/navigation/useSpecificationState';
import { toolboxRowHeight } from './useRowWindow';

const listRequests = (view: ToolboxView, path: string) => requestsTo(view, path).map(({ url }) => url);

describe('toolbox drawer', () => {
  it('lists the registers; a register opens its drawer and closes it again', async () => {
    const { user, panel } = await openToolbox();
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Assets', 'Products', 'Controls', 'Threats', 'Origins', 'Causes', 'Risks']);
    // Each with an icon of its own.
    const icons = within(panel)
      .getAllByRole('button')
      .map((b) => b.querySelector('svg')?.getAttribute('class'));
    expect(new Set(icons).size).toBe(7);
    await user.click(within(panel).getByRole('button', { name: 'Assets' }));
    const drawer = await screen.findByRole('complementary', { name: 'Assets' });
    expect(within(panel).getByRole('button', { name: 'Assets' })).toHaveAttribute('aria-pressed', 'true');
    // The client state knows the drawer is shown.
    expect(specificationStore.getState().drawerShown).toBe(true);
    expect(within(drawer).getByRole('searchbox', { name: 'Search Assets' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Create new asset' })).toBeInTheDocument();
    const list = await within(drawer).findByRole('list', { name: 'Assets list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Asset - 001')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'View details of Asset-2' }));
    expect(await screen.findByRole('dialog', { name: 'Asset details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(panel).getByRole('button', { name: 'Assets' }));
    expect(screen.queryByRole('complementary', { name: 'Assets' })).not.toBeInTheDocument();
    expect(specificationStore.getState().drawerShown).toBe(false);
  });

  it('loads the next page at the bottom while hasMore, and stops after', async () => {
    const first = Array.from({ length: 50 }, (_, i) => testItem('Assets', i + 1));
    const view = await openToolbox({
      'GET /v1/Assets': ({ url }) =>
        url.searchParams.get('page') === '1'
          ? jsonResponse({ data: first, hasMore: true })
          : jsonResponse({ data: [testItem('Assets', 51)], hasMore: false }),
    });
    const { user } = view;
    await user.click(await screen.findByRole('button', { name: 'Assets' }));
    const list = await screen.findByRole('list', { name: 'Assets list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    const viewport = list.closest('.mantine-ScrollArea-viewport') as HTMLElement;
    fireEvent.scroll(viewport);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(51));
    expect(within(list).getAllByRole('listitem')[50]).toHaveTextContent('Asset - 051');
    fireEvent.scroll(viewport);
    const pages = listRequests(view, '/v1/Assets').map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
    expect(listRequests(view, '/v1/Assets')[0]?.searchParams.get('pageSize')).toBe('50');
  });

  it('a jump straight from one end of the list to the next asks for the next page', async () => {
    const page = (number: number) =>
      Array.from({ length: 50 }, (_, i) => testItem('Assets', (number - 1) * 50 + i + 1));
    const view = await openToolbox({
      'GET /v1/Assets': ({ url }) => {
        const number = Number(url.searchParams.get('page'));
        return jsonResponse({ data: page(number), hasMore: number < 3 });
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Assets' }));
    const list = await screen.findByRole('list', { name: 'Assets list' });
    const viewport = list.closest('.mantine-ScrollArea-viewport') as HTMLElement;
    // jsdom lays nothing out: a 500 px viewport over the list's own height, that of every loaded row.
    Object.defineProperty(viewport, 'clientHeight', { configurable: true, value: 500 });
    Object.defineProperty(viewport, 'scrollHeight', {
      configurable: true,
      get: () => Number.parseFloat(list.style.height),
    });
    const rowsLoaded = () => Number.parseFloat(list.style.height) / toolboxRowHeight;
    const pages = () => listRequests(view, '/v1/Assets').map((url) => url.searchParams.get('page'));
    const scrollTo = (top: number) => {
      viewport.scrollTop = top;
      fireEvent.scroll(viewport);
    };
    const shown = () => within(list).getAllByRole('listitem');

    scrollTo(20 * toolboxRowHeight);
    expect(pages()).toEqual(['1']);
    // Only the rows in view and 10 either side are in the DOM, each with its place in the loaded list.
    expect(shown()).toHaveLength(10 + 11 + 10);
    expect(shown()[0]).toHaveAttribute('aria-posinset', '11');
    expect(shown()[0]).toHaveAttribute('aria-setsize', '-1');
    expect(shown()[0]).toHaveTextContent('Asset - 011');
    expect(within(list).getByRole('button', { name: 'View details of Asset-30' })).toBeInTheDocument();
    scrollTo(40 * toolboxRowHeight);
    await waitFor(() => expect(rowsLoaded()).toBe(100));
    // Still at the old end when the page arrives; the reader jumps to the new end in one go.
    scrollTo(100 * toolboxRowHeight - 500);
    await waitFor(() => expect(rowsLoaded()).toBe(150));
    expect(pages()).toEqual(['1', '2', '3']);
    scrollTo(150 * toolboxRowHeight - 500);
    await waitFor(() => expect(shown().at(-1)).toHaveAttribute('aria-posinset', '150'));
    expect(shown().at(-1)).toHaveAttribute('aria-setsize', '150');
    expect(shown().at(-1)).toHaveTextContent('Asset - 150');
  });

  it('reopening a drawer asks again and replaces the list, within the freshness window', async () => {
    let stored = [testItem('Assets', 1, { name: 'Web server' })];
    const { user, panel } = await openToolbox({ 'GET /v1/Assets': () => pageOf(stored)() });
    const toggle = within(panel).getByRole('button', { name: 'Assets' });
    await user.click(toggle);
    const first = await screen.findByRole('list', { name: 'Assets list' });
    expect(await within(first).findByText('Web server')).toBeInTheDocument();
    await user.click(toggle);
    // Someone else adds an asset while the drawer is closed.
    stored = [...stored, testItem('Assets', 2, { name: 'Mail server' })];
    await user.click(toggle);
    const reopened = await screen.findByRole('list', { name: 'Assets list' });
    expect(await within(reopened).findByText('Mail server')).toBeInTheDocument();
    expect(within(reopened).getAllByText('Web server')).toHaveLength(1);
    expect(within(reopened).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a failed load leaves an empty list and no toast', async () => {
    const { user } = await openToolbox({ 'GET /v1/Assets': () => errorResponse(500, 'internal', 'boom') });
    await user.click(await screen.findByRole('button', { name: 'Assets' }));
    const drawer = await screen.findByRole('complementary', { name: 'Assets' });
    expect(await within(drawer).findByText('No items')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('another register starts again at page 1; controls are fetched with limit 100', async () => {
    const view = await openToolbox({
      'GET /v1/Controls/filters': () => jsonResponse([]),
      'GET /v1/Controls': pageOf([testItem('Controls', 7)]),
    });
    const { user } = view;
    await user.click(await screen.findByRole('button', { name: 'Assets' }));
    await screen.findByRole('list', { name: 'Assets list' });
    await user.click(screen.getByRole('button', { name: 'Products' }));
    await screen.findByRole('list', { name: 'Products list' });
    expect(screen.queryByRole('complementary', { name: 'Assets' })).not.toBeInTheDocument();
    expect(listRequests(view, '/v1/Products')[0]?.searchParams.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Controls' }));
    expect(await screen.findByText('Control - 007')).toBeInTheDocument();
    expect(listRequests(view, '/v1/Controls')[0]?.searchParams.get('limit')).toBe('100');
  });

  it('the search asks for the name filter', async () => {
    const view = await openToolbox();
    const { user } = view;
    await user.click(await screen.findByRole('button', { name: 'Assets' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Search Assets' }), 'WeB');
    await waitFor(() =>
      expect(listRequests(view, '/v1/Assets').at(-1)?.searchParams.get('filter')).toBe('Name:WeB'),
    );
  });

  it('Apply saves the filters, loads with the first and shows the filter button, which shows only while a filter is active', async () => {
    const saved: unknown[] = [];
    const view = await openToolbox({
      'GET /v1/Assets/filter-parameters': () =>
        jsonResponse(['Name', 'Class', 'Category'].map((parameter) => ({ parameter, active: false }))),
      'PUT /v1/Assets/filters': ({ body }) => {
        saved.push(body);
        return jsonResponse(body);
      },
    });
    const { user } = view;
    await user.click(await screen.findByRole('button', { name: 'Assets' }));
    const drawer = await screen.findByRole('complementary', { name: 'Assets' });
    await within(drawer).findByRole('list');
    expect(within(drawer).queryByRole('button', { name: /^Filter/ })).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'New filter' }));
    const popup = await screen.findByRole('dialog', { name: 'Filter Assets' });
    expect(within(popup).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(within(popup).getByRole('combobox', { name: 'Add new filter parameter' }));
    await user.click(screen.getByRole('option', { name: 'Name' }));
    await user.type(within(popup).getByRole('textbox', { name: 'Value 1' }), 'db');
    await user.click(within(popup).getByRole('combobox', { name: 'Add new filter parameter' }));
    expect(screen.queryByRole('option', { name: 'Name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Class' }));
    await user.type(within(popup).getByRole('textbox', { name: 'Value 2' }), 'Technical');
    await user.click(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(saved).toEqual([]);

    await user.click(within(drawer).getByRole('button', { name: 'New filter' }));
    const again = await screen.findByRole('dialog', { name: 'Filter Assets' });
    await user.click(within(again).getByRole('combobox', { name: 'Add new filter parameter' }));
    await user.click(screen.getByRole('option', { name: 'Name' }));
    await user.type(within(again).getByRole('textbox', { name: 'Value 1' }), 'db');
    await user.click(within(again).getByRole('combobox', { name: 'Add new filter parameter' }));
    await user.click(screen.getByRole('option', { name: 'Class' }));
    await user.type(within(again).getByRole('textbox', { name: 'Value 2' }), 'Technical');
    await user.click(within(again).getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(saved).toEqual([
        [
          { parameter: 'Name', value: 'db' },
          { parameter: 'Class', value: 'Technical' },
        ],
      ]),
    );
    const filterButton = await within(drawer).findByRole('button', { name: 'Filter: Name:db' });
    // One way into the filters at a time: the active filter's button.
    expect(within(drawer).queryByRole('button', { name: 'New filter' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(listRequests(view, '/v1/Assets').at(-1)?.searchParams.get('filter')).toBe('Name:db'),
    );

    await user.click(filterButton);
    const active = await screen.findByRole('dialog', { name: 'Filter Assets' });
    await user.click(within(active).getByRole('button', { name: 'Clear filter parameters' }));
    await user.click(within(active).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual([]);
    expect(within(drawer).queryByRole('button', { name: /^Filter/ })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'New filter' })).toBeInTheDocument();
  });

  it('causes, origins and risks have drawers of their own, named in Norwegian too', async () => {
    const view = await openToolbox(
      {
        'GET /v1/Causes/filters': () => jsonResponse([]),
        'GET /v1/Causes': pageOf([testItem('Causes', 1, { name: 'Svake passord' })]),
        'GET /v1/Risks/filters': () => jsonResponse([]),
        'GET /v1/Risks': pageOf([testItem('Risks', 12)]),
      },
      'User',
      'nb-NO',
    );
    expect(
      within(view.panel)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .slice(4),
    ).toEqual(['Risikokilder', 'Årsaker', 'Risikoer']);
    await view.user.click(within(view.panel).getByRole('button', { name: 'Årsaker' }));
    const causes = await screen.findByRole('complementary', { name: 'Årsaker' });
    expect(within(causes).getByRole('button', { name: 'Opprett ny årsak' })).toBeInTheDocument();
    const list = await within(causes).findByRole('list', { name: 'Liste over årsaker' });
    expect(within(list).getByText('Svake passord')).toBeInTheDocument();
    expect(within(list).getByText('Årsak - 001')).toBeInTheDocument();
    await view.user.click(within(view.panel).getByRole('button', { name: 'Risikoer' }));
    const risks = await screen.findByRole('complementary', { name: 'Risikoer' });
    expect(await within(risks).findByText('Risiko - 012')).toBeInTheDocument();
    expect(listRequests(view, '/v1/Risks')[0]?.searchParams.get('page')).toBe('1');
  });

  it('the reader sees the list without a create button', async () => {
    const { user } = await openToolbox({}, 'Reader');
    await user.click(await screen.findByRole('button', { name: 'Assets' }));
    const drawer = await screen.findByRole('complementary', { name: 'Assets' });
    await within(drawer).findByRole('list');
    expect(within(drawer).queryByRole('button', { name: 'Create new asset' })).not.toBeInTheDocument();
  });
});
