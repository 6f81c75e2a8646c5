import { Button, List, Stack, Text } from '@mantine/core';
import { type AuditSnapshotSummary, auditsRoutes } from '@praxis/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { useApi } from '../../../lib/useApi';

/**
 * Verify: the server hashes every part and the manifest again; the answer says, per specification and as
 * a whole, whether they still match what was sealed, in words and colour.
 */
export function SnapshotCheck({ snapshot }: { snapshot: AuditSnapshotSummary }) {
  const { t } = useTranslation();
  const api = useApi();
  const showApiError = useApiErrorToast();
  const check = useMutation({
    mutationFn: () =>
      api.call(auditsRoutes.verify, { params: { id: snapshot.auditId, snapshotId: snapshot.id } }),
    onError: (error) => showApiError(t('audits.notVerified'), error),
  });
  const verdict = (matches: boolean) => (
    <Text span fw={600} c={matches ? 'green.8' : 'red.8'}>
      {matches ? t('audits.matches') : t('audits.doesNotMatch')}
    </Text>
  );
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" size="xs" onClick={() => check.mutate()} loading={check.isPending}>
        {t('audits.verify')}
      </Button>
      <div role="status" aria-label={t('audits.verification')}>
        {check.data && (
          <>
            <Text size="sm">
              {t('audits.wholeSnapshot')}: {verdict(check.data.matches)}
            </Text>
            <List size="sm">
              {check.data.parts.map((part) => (
                <List.Item key={part.specificationId}>
                  {part.name}: {verdict(part.matches)}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </div>
    </Stack>
  );
}
