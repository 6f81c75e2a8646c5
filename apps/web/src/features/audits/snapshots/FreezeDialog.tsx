import { type Audit, auditsRoutes } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { auditsQueryKey } from '../../../lib/auditsQueryKey';
import { useApi } from '../../../lib/useApi';

interface FreezeDialogProps {
  audit: Audit;
  onClose: () => void;
}

/** Seals the audit's state now, after saying what that means; the toast names the new snapshot's SHA-256. */
export function FreezeDialog({ audit, onClose }: FreezeDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <ConfirmDialog
      title={t('audits.freezeTitle')}
      question={t('audits.freezeQuestion', { title: audit.title })}
      detail={t('audits.freezeDetail')}
      confirmLabel={t('audits.freeze')}
      action={() => api.call(auditsRoutes.freeze, { params: { id: audit.id } })}
      succeeded={(snapshot) => t('audits.frozen', { sha256: snapshot.sha256 })}
      failed={t('audits.notFrozen')}
      invalidates={[auditsQueryKey]}
      onClose={onClose}
    />
  );
}
