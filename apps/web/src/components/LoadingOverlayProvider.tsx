import { Loader, Overlay } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../lib/toast';
import { LoadingOverlayContext, loadingTimeoutMs } from './loadingOverlayContext';

/**
 * The full-page loading overlay: shown from start() to the last finish(). It ends by itself
 * after 60 s with the 'something-wrong' toast, and a click dismisses it, so it can never lock the page.
 */
export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    if (pending > 0) {
      timer.current = setTimeout(() => {
        setPending(0);
        showErrorToast(t('error-messages.something-wrong'));
      }, loadingTimeoutMs);
    }
    return () => clearTimeout(timer.current);
  }, [pending, t]);

  const start = useCallback(() => setPending((n) => n + 1), []);
  const finish = useCallback(() => setPending((n) => Math.max(0, n - 1)), []);
  const controls = useMemo(() => ({ start, finish }), [start, finish]);

  return (
    <LoadingOverlayContext value={controls}>
      {children}
      {pending > 0 && (
        <Overlay
          fixed
          zIndex={1000}
          backgroundOpacity={0.25}
          center
          role="status"
          aria-live="polite"
          onClick={() => setPending(0)}
          aria-label={t('app.loading')}
        >
          <Loader />
        </Overlay>
      )}
    </LoadingOverlayContext>
  );
}
