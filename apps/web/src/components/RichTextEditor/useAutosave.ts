import { useCallback, useEffect, useRef } from 'react';
import { AUTOSAVE_MS } from './editorRules';

/**
 * Saves `delayMs` after the last change, and at once when the page is left (hidden, closed) or the
 * editor unmounts, so nothing typed is lost. Returns `changed`, called on every edit with a function that
 * reads the value; it is only called when a save is due, so typing never pays for serialising.
 */
export function useAutosave<T>(save: (value: T) => void, delayMs: number = AUTOSAVE_MS) {
  const saveRef = useRef(save);
  const pending = useRef<(() => T) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const read = pending.current;
    pending.current = null;
    if (read !== null) saveRef.current(read());
  }, []);

  const changed = useCallback(
    (read: () => T) => {
      pending.current = read;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );

  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      flush();
    };
  }, [flush]);

  return changed;
}
