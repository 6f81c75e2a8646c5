import { passwordRoutes, type User } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { displayNameOf } from '../../../lib/displayName';
import { useApi } from '../../../lib/useApi';
import type { PasswordLink } from './PasswordLinkDialog';

interface ResetLinkDialogProps {
  person: User;
  onLink: (link: PasswordLink) => void;
  onClose: () => void;
}

/** After a confirmation, a one-time link with which the person chooses a new password. */
export function ResetLinkDialog({ person, onLink, onClose }: ResetLinkDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const name = displayNameOf(person);
  return (
    <ConfirmDialog
      title={t('passwordLinks.resetTitle')}
      question={t('passwordLinks.resetQuestion', { name })}
      detail={t('passwordLinks.resetDetail')}
      confirmLabel={t('passwordLinks.make')}
      action={async () => {
        const made = await api.call(passwordRoutes.resetLink, { params: { id: person.userId } });
        onLink({ kind: 'reset', email: person.email, url: made.resetUrl, mailed: made.mailed });
      }}
      succeeded={t('passwordLinks.made', { name })}
      failed={t('passwordLinks.notMade')}
      invalidates={[]}
      onClose={onClose}
    />
  );
}
