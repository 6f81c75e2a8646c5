import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { testMe } from '../test/testAuth';

async function menuEntries(menuName: string) {
  const menu = await screen.findByRole('navigation', { name: menuName });
  return within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('settings layout', () => {
  it('lists account, language, login and access tokens under settings and opens the first', async () => {
    const { router } = renderRoute('/settings');
    expect(await menuEntries('Settings menu')).toEqual([
      ['Account', '/settings/account'],
      ['Language', '/settings/language'],
      ['Login', '/settings/login'],
      ['Access tokens', '/settings/access-tokens'],
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/account');
    expect(within(screen.getByRole('banner')).getByText('Settings')).toBeInTheDocument();
  });

  it('lists the system configuration entries to an administrator', async () => {
    renderRoute('/system-configuration/persons');
    expect(await menuEntries('System configuration menu')).toEqual([
      ['Persons', '/system-configuration/persons'],
      ['Accesses', '/system-configuration/accesses'],
      ['Roles and responsibilities', '/system-configuration/roles-and-responsibilities'],
      ['Labels', '/system-configuration/labels'],
      ['Risk matrix', '/system-configuration/risk-matrix'],
      ['Time zone', '/system-configuration/time-zone'],
      ['Log', '/system-configuration/log'],
      ['API configuration', '/system-configuration/api-configuration'],
    ]);
    expect(within(screen.getByRole('banner')).getByText('System configuration')).toBeInTheDocument();
  });

  it('lists persons, the labels, the risk matrix and the time zone (read-only) under system configuration to a reader', async () => {
    renderRoute('/system-configuration/persons', { me: testMe('Reader') });
    expect(await menuEntries('System configuration menu')).toEqual([
      ['Persons', '/system-configuration/persons'],
      ['Labels', '/system-configuration/labels'],
      ['Risk matrix', '/system-configuration/risk-matrix'],
      ['Time zone', '/system-configuration/time-zone'],
    ]);
  });

  it.each(['accesses', 'roles-and-responsibilities', 'log', 'api-configuration'])(
    'sends a user who is no administrator from %s to /unauthorized',
    async (entry) => {
      const { router } = renderRoute(`/system-configuration/${entry}`, { me: testMe('User') });
      expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/unauthorized');
    },
  );

  it('lists the six subscription entries in order, under the product name', async () => {
    renderRoute('/subscription/azure');
    expect(await menuEntries('Subscription menu')).toEqual([
      ['Services', '/subscription/services'],
      ['Contact information', '/subscription/contact-info'],
      ['Environments', '/subscription/environments'],
      ['Google Cloud', '/subscription/google-cloud'],
      ['Azure', '/subscription/azure'],
      ['Administrators', '/subscription/administrators'],
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Azure' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Azure' })).toHaveAttribute('aria-current', 'page');
    // The header names settings, system configuration or the product name; the subscription area is none
    // of these, so it shows the product name.
    expect(within(screen.getByRole('banner')).getByText('Praxis')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByText('Subscription')).not.toBeInTheDocument();
  });

  it.each([
    ['/settings/unknown', '/settings/account', 'Account'],
    ['/system-configuration/unknown', '/system-configuration/persons', 'Persons'],
    ['/subscription/unknown', '/subscription/services', 'Services'],
    ['/subscription', '/subscription/services', 'Services'],
  ])('replaces %s by the first entry %s', async (path, expected, heading) => {
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(expected);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a registered person, who may read nothing else, keep their account, language and login', async () => {
    const { router } = renderRoute('/settings/language', { me: testMe('Registered') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Language' })).toBeInTheDocument();
    expect(await menuEntries('Settings menu')).toEqual([
      ['Account', '/settings/account'],
      ['Language', '/settings/language'],
      ['Login', '/settings/login'],
    ]);
    await router.navigate('/system-configuration/persons');
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
  });

  it('keeps the entry of a system configuration sub-page', async () => {
    const { router } = renderRoute('/system-configuration/persons/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Persons' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system-configuration/persons/42');
  });
});
