import { Button } from '@mantine/core';
import { type Audit, type AuditStatus, auditsRoutes } from '@praxis/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { auditsQueryKey } from '../../../lib/auditsQueryKey';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';

/** The one step an audit can take from its status: planned → in progress → closed, and closed reopens. */
const nextStep = {
  planned: { status: 'in-progress', action: 'start' },
  'in-progress': { status: 'closed', action: 'close' },
  closed: { status: 'in-progress', action: 'reopen' },
} as const satisfies Record<AuditStatus, { status: AuditStatus; action: string }>;

/** The button that moves the audit on: Start audit, Close audit or Reopen. */
export function AuditStatusAction({ audit }: { audit: Audit }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const step = nextStep[audit.status];
  const mutation = useMutation({
    mutationFn: () =>
      api.call(auditsRoutes.update, { params: { id: audit.id }, body: { status: step.status } }),
    onSuccess: async (saved) => {
      showSuccessToast(t('audits.statusChanged', { status: t(`audits.statuses.${saved.status}`) }));
      await queryClient.invalidateQueries({ queryKey: auditsQueryKey });
    },
    onError: (error) => showApiError(t('audits.statusNotChanged'), error),
  });
  return (
    <Button onClick={() => mutation.mutate()} loading={mutation.isPending}>
      {t(`audits.actions.${step.action}`)}
    </Button>
  );
}
