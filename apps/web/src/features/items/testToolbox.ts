import type { Role } from '@praxis/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeHandler, jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';
import { pageOf, testItem } from './testItems';

export const testAssets = Array.from({ length: 3 }, (_, i) => testItem('Assets', i + 1));

/** /praxis with the toolbox loaded, the registers' lists and saved filters faked unless `api` says otherwise. */
export async function openToolbox(
  api: Record<string, FakeHandler> = {},
  role: Role = 'User',
  language?: 'nb-NO',
) {
  const view = renderRoute('/praxis', {
    me: testMe(role, language),
    api: {
      'GET /v1/Assets/filters': () => jsonResponse([]),
      'GET /v1/Products/filters': () => jsonResponse([]),
      'GET /v1/Assets': pageOf(testAssets),
      'GET /v1/Products': pageOf([testItem('Products', 1)]),
      'GET /v1/Users/company': () => jsonResponse([]),
      ...api,
    },
  });
  const panel = await screen.findByRole('navigation', { name: /Toolbox|Verktøykasse/ });
  return { ...view, panel, user: userEvent.setup() };
}

export type ToolboxView = Awaited<ReturnType<typeof openToolbox>>;

/** The requests the fake API got for `path`, as URLs. */
export const requestsTo = (view: ToolboxView, path: string, method = 'GET') =>
  view.fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input, init]) => ({
      url: new URL(String(input)),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }))
    .filter(({ url }) => url.pathname === path);
