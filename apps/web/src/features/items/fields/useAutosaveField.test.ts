import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detailsAutosaveMs, useAutosaveField } from './useAutosaveField';

const typed = (value: string) => ({ currentTarget: { value } }) as React.ChangeEvent<HTMLInputElement>;

describe('details text autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves 5 s after the last input, not before', () => {
    const save = vi.fn();
    const { result } = renderHook(() => useAutosaveField('Asset-1', save));
    expect(detailsAutosaveMs).toBe(5000);
    act(() => result.current.onChange(typed('Web')));
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.onChange(typed('Web server')));
    act(() => vi.advanceTimersByTime(4999));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledExactlyOnceWith('Web server');
  });

  it('saves at once on blur, and only once', () => {
    const save = vi.fn();
    const { result } = renderHook(() => useAutosaveField('Asset-1', save));
    act(() => result.current.onChange(typed('Router')));
    act(() => result.current.onBlur());
    expect(save).toHaveBeenCalledExactlyOnceWith('Router');
    act(() => vi.advanceTimersByTime(detailsAutosaveMs));
    expect(save).toHaveBeenCalledOnce();
  });

  it('sends nothing when the text is back to the saved one, and a pending change when the dialog closes', () => {
    const save = vi.fn();
    const { result, unmount } = renderHook(() => useAutosaveField('Asset-1', save));
    act(() => result.current.onChange(typed('Asset-1')));
    act(() => result.current.onBlur());
    expect(save).not.toHaveBeenCalled();
    act(() => result.current.onChange(typed('Switch')));
    unmount();
    expect(save).toHaveBeenCalledExactlyOnceWith('Switch');
  });
});
