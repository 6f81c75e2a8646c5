import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorToastMs, showErrorToast, showSuccessToast, successToastMs } from './toast';

/** Lets `ms` pass in steps, with React rendering in between as it would in a browser. */
function pass(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    act(() => vi.advanceTimersByTime(100));
  }
}

function renderNotifications() {
  render(
    <MantineProvider env="test">
      {/* Without the exit animation a hidden toast leaves the document at once. */}
      <Notifications transitionDuration={0} />
    </MantineProvider>,
  );
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-03-04T13:05:09') });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('error toasts last 3000 ms, success toasts 4000 ms', () => {
    expect(errorToastMs).toBe(3000);
    expect(successToastMs).toBe(4000);
  });

  it('an error toast sits bottom-right with the message, the status digits and the time, and hides after 3 s', async () => {
    const show = vi.spyOn(notifications, 'show');
    renderNotifications();
    act(() => showErrorToast('not updated', 500));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('not updated');
    expect(toast).toHaveTextContent('500 · 1:05:09 PM');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ position: 'bottom-right' }));

    pass(errorToastMs - 100);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    pass(300);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an error toast closes with its close button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderNotifications();
    act(() => showErrorToast('Assignments were not saved', 409));
    const toast = await screen.findByRole('alert');
    await user.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an error toast without an answer (network failure) shows the time only', async () => {
    renderNotifications();
    act(() => showErrorToast('Something went wrong while loading.'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(/^Something went wrong while loading\.1:05:09 PM$/);
  });

  it('a success toast says "Session saved" unless told otherwise and hides after 4 s', async () => {
    renderNotifications();
    act(() => showSuccessToast());
    expect(await screen.findByRole('alert')).toHaveTextContent('Session saved');

    pass(successToastMs - 100);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    pass(300);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
