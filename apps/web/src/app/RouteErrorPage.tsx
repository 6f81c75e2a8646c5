import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../components/ErrorPage';
import { PageLoader } from '../components/PageLoader';
import {
  isChunkLoadError,
  isChunkReloadPending,
  readLastChunkReload,
  reloadAfterChunkError,
  shouldReloadAfterChunkError,
} from '../lib/chunkReload';

/** The router's error element: turns whatever was thrown into the error page's status and message. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  // Decided once per error: after the reload is recorded the throttle would say no, and a re-render
  // must not swap the loader for an error message while the page is already going away.
  const reloading = useMemo(
    () => isChunkReloadPending() || shouldReloadAfterChunkError(error, readLastChunkReload(), Date.now()),
    [error],
  );

  useEffect(() => {
    if (reloading) {
      reloadAfterChunkError(error);
    }
  }, [error, reloading]);

  if (reloading) {
    return <PageLoader />;
  }
  if (isRouteErrorResponse(error)) {
    // A 404 has its own translated text; other statuses may come without any text at all.
    const message = error.status === 404 || error.statusText === '' ? undefined : error.statusText;
    return <ErrorPage status={error.status} message={message} />;
  }
  if (isChunkLoadError(error)) {
    return <ErrorPage message={t('error.chunkLoad')} />;
  }
  return <ErrorPage message={error instanceof Error ? error.message : undefined} />;
}
