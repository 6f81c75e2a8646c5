import type { User } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { displayNameOf } from '../../lib/displayName';
import { useApi } from '../../lib/useApi';
import { peopleQueryKey } from './usePeople';

interface DeletePersonDialogProps {
  person: User;
  onClose: () => void;
}

/** DELETE /v1/Users/{id} after a confirmation; the person can no longer sign in to this company. */
export function DeletePersonDialog({ person, onClose }: DeletePersonDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const name = displayNameOf(person);
  return (
    <ConfirmDialog
      title={t('persons.deleteTitle')}
      question={t('persons.deleteQuestion', { name })}
      detail={t('persons.deleteDetail')}
      confirmLabel={t('persons.delete')}
      danger
      action={() => api.delete(`/v1/Users/${person.userId}`)}
      succeeded={t('persons.deleted', { name })}
      failed={t('persons.notDeleted')}
      invalidates={[peopleQueryKey]}
      onClose={onClose}
    />
  );
}
