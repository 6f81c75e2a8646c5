import { Alert, Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from './PageLoader';

interface LoadedProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** Renders `children` with the query's data; meanwhile a loader, and on failure a loading-failed message. */
export function Loaded<T>({ query, children }: LoadedProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return <PageLoader />;
  }
  if (query.isError) {
    return (
      <Alert color="red" title={t('forms.loadFailed')} role="alert">
        <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
          {t('forms.retry')}
        </Button>
      </Alert>
    );
  }
  return children(query.data);
}
