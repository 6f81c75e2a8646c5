import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useApi } from '../../../lib/useApi';
import { accessesQueryKey } from '../accesses/useAccesses';

interface SignOutEverywhereDialogProps {
  userId: string;
  name: string;
  onClose: () => void;
}

export function SignOutEverywhereDialog({ userId, name, onClose }: SignOutEverywhereDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <ConfirmDialog
      title={t('accesses.signOutTitle')}
      question={t('accesses.signOutQuestion', { name })}
      detail={t('accesses.signOutDetail')}
      confirmLabel={t('accesses.signOut')}
      danger
      action={() => api.delete(`/v1/Accesses/${userId}/sessions`)}
      succeeded={t('accesses.signedOut', { name })}
      failed={t('accesses.notSignedOut')}
      invalidates={[accessesQueryKey]}
      onClose={onClose}
    />
  );
}
