import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/renderRoute';

async function menuEntries(menuName: string) {
  const menu = await screen.findByRole('navigation', { name: menuName });
  return within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('settings layout', () => {
  it('lists account and login under settings and opens account', async () => {
    const { router } = renderRoute('/settings');
    expect(await menuEntries('Settings menu')).toEqual([
      ['Account', '/settings/account'],
      ['Login', '/settings/login'],
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/account');
    expect(within(screen.getByRole('banner')).getByText('Settings')).toBeInTheDocument();
  });

  it('lists persons under system configuration', async () => {
    renderRoute('/system-configuration/persons');
    expect(await menuEntries('System configuration menu')).toEqual([
      ['Persons', '/system-configuration/persons'],
    ]);
    expect(within(screen.getByRole('banner')).getByText('System configuration')).toBeInTheDocument();
  });

  it('lists the six subscription entries in order', async () => {
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

  it('keeps the entry of a system configuration sub-page', async () => {
    const { router } = renderRoute('/system-configuration/persons/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Persons' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system-configuration/persons/42');
  });
});
