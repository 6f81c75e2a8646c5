import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { calendarCloseDelayMs, DateField } from './DateField';

describe('date field', () => {
  afterEach(() => vi.useRealTimers());

  it('set-to-today saves today and the calendar closes 300 ms later', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 12) });
    const onChange = vi.fn();
    renderRoute('/', {
      routes: [{ path: '/', element: <DateField label="Deadline" value={null} onChange={onChange} /> }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Deadline: Not set' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set to today' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-11-22');
    expect(calendarCloseDelayMs).toBe(300);
    act(() => vi.advanceTimersByTime(calendarCloseDelayMs - 1));
    expect(screen.getByRole('button', { name: 'Set to today' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Set to today' })).not.toBeInTheDocument();
  });

  it('shows the date as text only when read-only', () => {
    renderRoute('/', {
      routes: [
        { path: '/', element: <DateField label="Deadline" value="2024-05-01" onChange={vi.fn()} readOnly /> },
      ],
    });
    expect(screen.getByText('May 1, 2024')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
