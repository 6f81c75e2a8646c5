import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../app/RouteErrorPage';
import { renderRoute } from '../test/renderRoute';
import { ErrorPage } from './ErrorPage';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/Page-1a2b.js');

function Nothing() {
  return null;
}

function throwingRoutes(error: unknown): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      HydrateFallback: Nothing,
      children: [{ index: true, loader: () => Promise.reject(error), Component: Nothing }],
    },
  ];
}

describe('ErrorPage', () => {
  it('shows 404 with a link back to the home page', () => {
    renderRoute('/', { routes: [{ path: '/', element: <ErrorPage status={404} /> }] });
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('defaults to status 500 and offers a reload instead', () => {
    renderRoute('/', { routes: [{ path: '/', element: <ErrorPage /> }] });
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the home page' })).not.toBeInTheDocument();
  });

  it('shows the message it is given', () => {
    renderRoute('/', { routes: [{ path: '/', element: <ErrorPage message="Unknown middleware" /> }] });
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unknown middleware' })).toBeInTheDocument();
  });
});

describe('unknown paths', () => {
  it('show 404 and lead back home', async () => {
    const { router } = renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(await screen.findByRole('heading', { name: 'Specifications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/praxis');
  });
});

describe('RouteErrorPage', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the status of a thrown response', async () => {
    renderRoute('/', { routes: throwingRoutes(data('gone', { status: 404, statusText: 'Not Found' })) });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
  });

  it('shows the status of a thrown response that comes without text', async () => {
    renderRoute('/', { routes: throwingRoutes(new Response(null, { status: 503 })) });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Error 503')).toBeInTheDocument();
  });

  it('shows 500 and the message of a thrown error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/', { routes: throwingRoutes(new Error('Unknown middleware')) });
    expect(await screen.findByRole('heading', { name: 'Unknown middleware' })).toBeInTheDocument();
    expect(screen.getByText('Error 500')).toBeInTheDocument();
  });

  it('reloads for a failed chunk and waits for the reload', async () => {
    // jsdom cannot navigate and says so on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/', { routes: throwingRoutes(chunkError) });
    const loading = await screen.findByRole('status');
    expect(within(loading).getByText('Loading…')).toBeInTheDocument();
    await waitFor(() =>
      expect(Number(window.sessionStorage.getItem('praxis.chunkReloadAt'))).toBeGreaterThan(0),
    );
  });

  it('explains a failed chunk instead of reloading again within a minute', async () => {
    // The previous document reloaded for a chunk, shortly before this one started.
    const reloadedAt = Math.floor(performance.timeOrigin) - 1_000;
    window.sessionStorage.setItem('praxis.chunkReloadAt', String(reloadedAt));
    renderRoute('/', { routes: throwingRoutes(chunkError) });
    expect(
      await screen.findByRole('heading', { name: /Part of the application could not be loaded/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('praxis.chunkReloadAt')).toBe(String(reloadedAt));
  });
});
