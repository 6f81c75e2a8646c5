import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderRoute } from '../test/renderRoute';
import { LoadingOverlayProvider } from './LoadingOverlayProvider';
import { loadingTimeoutMs } from './loadingOverlayContext';
import { OfflineStatus } from './OfflineStatus';
import { useLoadingOverlay } from './useLoadingOverlay';

function Load() {
  const { start, finish } = useLoadingOverlay();
  return (
    <>
      <button type="button" onClick={start}>
        start
      </button>
      <button type="button" onClick={finish}>
        finish
      </button>
    </>
  );
}

function renderOverlay() {
  renderRoute('/', {
    routes: [
      {
        path: '/',
        element: (
          <LoadingOverlayProvider>
            <Load />
            <OfflineStatus />
          </LoadingOverlayProvider>
        ),
      },
    ],
  });
}

const overlay = () => screen.queryByRole('status', { name: /Loading|Laster/ });

describe('full-page loading overlay', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows from start to the last finish', () => {
    renderOverlay();
    expect(overlay()).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(overlay()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'finish' }));
    expect(overlay()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'finish' }));
    expect(overlay()).not.toBeInTheDocument();
  });

  it('a click dismisses it', () => {
    renderOverlay();
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    fireEvent.click(overlay() as HTMLElement);
    expect(overlay()).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Something went wrong. Please try again.'],
    ['nb', 'Noe gikk galt. Prøv igjen.'],
  ] as const)('ends by itself after 60 s with the something-wrong toast (%s)', async (language, text) => {
    await i18n.changeLanguage(language);
    renderOverlay();
    // Toasts mount after the first paint, from a chunk of their own; a stopped clock would hold them back.
    await waitFor(() => expect(document.querySelector('[data-position="bottom-right"]')).not.toBeNull());
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(loadingTimeoutMs).toBe(60_000);
    act(() => vi.advanceTimersByTime(loadingTimeoutMs - 1));
    expect(overlay()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).not.toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('the offline status shows while the browser is offline', () => {
    renderOverlay();
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('You are offline')).toBeInTheDocument();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });
});
