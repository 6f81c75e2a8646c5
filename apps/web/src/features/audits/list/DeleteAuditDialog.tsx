import { type Audit, auditsRoutes } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { auditsQueryKey } from '../../../lib/auditsQueryKey';
import { useApi } from '../../../lib/useApi';

interface DeleteAuditDialogProps {
  audit: Audit;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Deletes an audit that has nothing to keep. One with snapshots or findings is evidence of what was
 * examined, so the server refuses (409) and the dialog says beforehand to close it instead.
 */
export function DeleteAuditDialog({ audit, onClose, onDeleted }: DeleteAuditDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <ConfirmDialog
      title={t('audits.deleteTitle')}
      question={t('audits.deleteQuestion', { title: audit.title })}
      detail={t('audits.deleteDetail')}
      confirmLabel={t('audits.delete')}
      danger
      action={async () => {
        await api.send(auditsRoutes.remove, { params: { id: audit.id } });
        onDeleted?.();
      }}
      succeeded={t('audits.deleted', { title: audit.title })}
      failed={t('audits.notDeleted')}
      invalidates={[auditsQueryKey]}
      onClose={onClose}
    />
  );
}
