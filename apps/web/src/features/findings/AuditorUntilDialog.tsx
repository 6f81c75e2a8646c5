import { type AuditorGrant, auditsRoutes, updateAuditorSchema } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useApi } from '../../lib/useApi';
import { auditorsQueryKey } from './useAuditors';

interface AuditorUntilDialogProps {
  auditId: string;
  grant: AuditorGrant;
  onClose: () => void;
}

/** Moves the last day an auditor may sign in to the audit. */
export function AuditorUntilDialog({ auditId, grant, onClose }: AuditorUntilDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <FormDialog
      title={t('auditorAccess.untilTitle', { email: grant.email })}
      submitLabel={t('forms.save')}
      fields={[{ name: 'until', label: t('auditorAccess.until'), kind: 'date', required: true }]}
      schema={updateAuditorSchema}
      initialValues={{ until: grant.until }}
      toInput={(values: { until: string }) => values}
      save={(input) =>
        api.call(auditsRoutes.updateAuditor, { params: { id: auditId, userId: grant.userId }, body: input })
      }
      succeeded={() => t('forms.updated')}
      failed={t('forms.notUpdated')}
      invalidates={[auditorsQueryKey(auditId)]}
      onClose={onClose}
    />
  );
}
