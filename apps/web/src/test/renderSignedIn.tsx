import type { Me } from '@praxis/contract';
import type { ReactNode } from 'react';
import { ApiProvider } from '../app/ApiProvider';
import { MeContext } from '../features/auth/me';
import type { FakeHandler } from './fakeApi';
import { renderRoute } from './renderRoute';
import { testMe } from './testAuth';

/**
 * Renders `element` on its own as the app would below its sign-in, signed in as `me` (a User unless given),
 * with the fake API's answers: for a panel tested without the page around it.
 */
export function renderSignedIn(
  element: ReactNode,
  api: Record<string, FakeHandler>,
  me: Me = testMe('User'),
) {
  return renderRoute('/', {
    me,
    api,
    routes: [
      {
        path: '/',
        Component: ApiProvider,
        children: [{ index: true, element: <MeContext value={me}>{element}</MeContext> }],
      },
    ],
  });
}
