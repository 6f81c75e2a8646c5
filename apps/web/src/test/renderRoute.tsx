import type { Me, RuntimeConfig } from '@praxis/contract';
import { render } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/AppProviders';
import { routes as appRoutes } from '../app/router';
import { type FakeHandler, jsonResponse, stubApi } from './fakeApi';
import { testMe, testUser, testUserManager } from './testAuth';
import { testConfig } from './testConfig';

export interface RenderRouteOptions {
  routes?: RouteObject[];
  /** The signed-in person's GET /v1/Me answer (an Administrator unless given); null: nobody signed in. */
  me?: Me | null;
  /** Further answers of the fake API by "METHOD /path"; they win over the GET /v1/Me above. */
  api?: Record<string, FakeHandler>;
  /** Navigation state of the first entry, as a navigate(path, { state }) would leave it. */
  state?: unknown;
  /** For tests that script the provider's answers before the first render; testUserManager() makes one. */
  userManager?: UserManager;
  /** Changes to /config.json's answer (`setupRequired: true` for an installation without a company). */
  config?: Partial<RuntimeConfig>;
}

/** Renders the app (or the given routes) at `path` with every provider the real app has. */
export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const me = options.me === undefined ? testMe() : options.me;
  const userManager = options.userManager ?? testUserManager(me === null ? null : testUser());
  const fetchMock = stubApi({ 'GET /v1/Me': () => jsonResponse(me), ...options.api });
  const router = createMemoryRouter(options.routes ?? appRoutes, {
    initialEntries: [options.state === undefined ? path : { pathname: path, state: options.state }],
  });
  const view = render(
    <AppProviders config={{ ...testConfig, ...options.config }} mantineEnv="test" userManager={userManager}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, userManager, fetchMock, ...view };
}
