import { Button, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { auditRoutes } from '@praxis/contract';
import IconDownload from '@tabler/icons-react/icons/IconDownload';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { Loaded } from '../../components/Loaded';
import { SettingsPanel } from '../../components/settings/SettingsPanel';
import { isApiError } from '../../lib/api';
import { showErrorToast } from '../../lib/toast';
import { useApi } from '../../lib/useApi';
import { useFileTransfer } from '../../lib/useFileTransfer';
import { AuditLogFilters } from './AuditLogFilters';
import { AuditLogRow } from './AuditLogRow';
import { type AuditFilters, auditQueryOf, noAuditFilters } from './auditFilters';

const pageSize = 50;

/**
 * `/system-configuration/log`: the company's audit log, newest first, filtered, paged and exported as CSV
 * with the same filters.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { download } = useFileTransfer();
  const [filters, setFilters] = useState<AuditFilters>(noAuditFilters);
  const [page, setPage] = useState(1);
  // Typing an email asks once it pauses, not at every key.
  const [applied] = useDebouncedValue(filters, 300);
  const asked = { ...auditQueryOf(applied), page, pageSize };
  const query = useQuery({
    queryKey: ['audit', applied, page],
    queryFn: ({ signal }) => api.call(auditRoutes.log, { query: asked }, signal),
    // The table stays while the next page loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
  const exporting = useMutation({
    mutationFn: () =>
      download(api.url(auditRoutes.log, { query: { ...asked, format: 'csv' } }), 'praxis-audit-log.csv'),
    onError: (error) =>
      showErrorToast(t('auditLog.exportFailed'), isApiError(error) ? error.status : undefined),
  });

  return (
    <SettingsPanel entry="log" description={t('auditLog.description')}>
      <AuditLogFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Loaded query={query}>
        {({ data, hasMore }) => (
          <>
            <Group justify="space-between">
              <Text aria-live="polite">{t('auditLog.pageOf', { page, count: data.length })}</Text>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={exporting.isPending}
                disabled={data.length === 0}
                onClick={() => exporting.mutate()}
              >
                {t('auditLog.exportCsv')}
              </Button>
            </Group>
            {data.length === 0 ? (
              <Text c="dimmed">{t('auditLog.empty')}</Text>
            ) : (
              <DataTable
                minWidth={800}
                caption={t('auditLog.caption')}
                headers={[
                  t('auditLog.at'),
                  t('auditLog.person'),
                  t('auditLog.action'),
                  t('auditLog.entity'),
                  t('auditLog.record'),
                  t('auditLog.changes'),
                ]}
                withActions={false}
              >
                {data.map((event) => (
                  <AuditLogRow key={event.id} event={event} />
                ))}
              </DataTable>
            )}
            <Group justify="flex-end">
              <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
                {t('auditLog.previous')}
              </Button>
              <Button variant="default" disabled={!hasMore} onClick={() => setPage(page + 1)}>
                {t('auditLog.next')}
              </Button>
            </Group>
          </>
        )}
      </Loaded>
    </SettingsPanel>
  );
}
