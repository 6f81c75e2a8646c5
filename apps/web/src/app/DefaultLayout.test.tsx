import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testReport } from '../features/report/testReport';
import { testSpecification } from '../features/specification/testSpecifications';
import { jsonResponse } from '../test/fakeApi';
import { renderRoute } from '../test/renderRoute';

describe('default layout', () => {
  it('redirects / to the specifications list', async () => {
    const { router } = renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Specifications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/praxis');
  });

  it('has a banner with the product name and a main region', async () => {
    renderRoute('/praxis');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Praxis')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Specifications' }),
    );
  });

  it('opens the main menu, closes it on Escape and outside clicks, and leads to /praxis', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/profile');
    const toggle = await screen.findByRole('button', { name: 'Open main menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close main menu' })).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open main menu' }));
    const reopened = screen.getByRole('navigation', { name: 'Main menu' });
    await user.tab();
    expect(within(reopened).getByRole('link', { name: 'Praxis' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open main menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open main menu' }));
    await user.click(screen.getByRole('banner'));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open main menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Praxis' }));
    expect(await screen.findByRole('heading', { name: 'Specifications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/praxis');
    expect(menu).not.toBeInTheDocument();
  });

  it('leads from the main menu to the risk view', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Open main menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Risks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Risks' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/praxis/risks');
    // The risks are their own entry: Praxis, whose address is above theirs, is not the current page there.
    await user.click(screen.getByRole('button', { name: 'Open main menu' }));
    const reopened = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(reopened).getByRole('link', { name: 'Risks' })).toHaveAttribute('aria-current', 'page');
    expect(within(reopened).getByRole('link', { name: 'Praxis' })).not.toHaveAttribute('aria-current');
  });

  it.each(['/praxis', '/praxis/specification', '/profile'])('shows no breadcrumbs on %s', async (path) => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('shows breadcrumbs on one specification', async () => {
    const { id } = testSpecification;
    renderRoute(`/praxis/specification/${id}`, {
      api: {
        [`GET /v2/specifications/${id}`]: () => jsonResponse(testSpecification),
        [`GET /v2/specifications/${id}/elements`]: () => jsonResponse([]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'NIST CSF 2.0' })).toBeInTheDocument();
    const breadcrumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'specifications' })).toHaveAttribute(
      'href',
      '/praxis',
    );
    expect(await within(breadcrumbs).findByText('NIST CSF 2.0')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the report bare, without top menu or breadcrumbs', async () => {
    renderRoute(`/praxis/specification/${testSpecification.id}/report`, {
      api: {
        [`GET /v2/specifications/${testSpecification.id}/report`]: () => jsonResponse(testReport()),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: testSpecification.name }),
    ).toBeInTheDocument();
    // The report has a header of its own; the app's banner is the one with the main menu.
    expect(screen.queryByRole('button', { name: 'Open main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
