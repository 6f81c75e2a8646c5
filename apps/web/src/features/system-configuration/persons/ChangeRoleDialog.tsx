import { type AssignableRole, type User, userRoutes } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { displayNameOf } from '../../../lib/displayName';
import { useApi } from '../../../lib/useApi';
import { peopleQueryKey } from '../../../lib/usePeople';
import { userUpdate } from '../../../lib/userUpdate';
import { meQueryKey } from '../../auth/me';

interface ChangeRoleDialogProps {
  person: User;
  role: AssignableRole;
  onClose: () => void;
}

/**
 * Asks 'Are you sure you want to change the user role?' before changing it. The server refuses (409) to
 * leave the company without an administrator, and the error toast says so.
 */
export function ChangeRoleDialog({ person, role, onClose }: ChangeRoleDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const name = displayNameOf(person);
  const roleName = t(`roles.${role}`);
  return (
    <ConfirmDialog
      title={t('persons.changeRoleTitle')}
      question={t('persons.changeRoleQuestion')}
      detail={t('persons.changeRoleDetail', { name, from: t(`roles.${person.userType}`), to: roleName })}
      confirmLabel={t('persons.changeRole')}
      action={() =>
        api.send(userRoutes.update, {
          params: { id: person.userId },
          body: userUpdate(person, { userType: role }),
        })
      }
      succeeded={t('persons.roleChanged', { name, role: roleName })}
      failed={t('persons.roleNotChanged')}
      // One's own role decides what the menus offer, so the signed-in user is loaded again as well.
      invalidates={[peopleQueryKey, meQueryKey]}
      onClose={onClose}
    />
  );
}
