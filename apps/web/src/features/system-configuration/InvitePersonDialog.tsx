import { type InviteUser, inviteUserSchema } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import type { FieldSpec } from '../../components/form/FormFields';
import { useApi } from '../../lib/useApi';
import { peopleQueryKey } from './usePeople';
import { useRoleOptions } from './useRoleOptions';

type InviteValues = Record<'email' | 'userType' | 'firstName' | 'lastName', string>;

const emptyInvitation: InviteValues = { email: '', userType: '', firstName: '', lastName: '' };

// Names are optional: the person's first sign-in fills in those left empty.
const inputOf = ({ firstName, lastName, ...rest }: InviteValues) => ({
  ...rest,
  firstName: firstName.trim() === '' ? undefined : firstName,
  lastName: lastName.trim() === '' ? undefined : lastName,
});

interface InvitePersonDialogProps {
  onClose: () => void;
}

/** POST /v1/Users: the person joins this company with the chosen role when they first sign in. */
export function InvitePersonDialog({ onClose }: InvitePersonDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const roleOptions = useRoleOptions();
  const fields: FieldSpec<InviteValues>[] = [
    { name: 'email', label: t('account.email'), kind: 'email', required: true, autoComplete: 'off' },
    {
      name: 'userType',
      label: t('persons.role'),
      kind: 'select',
      required: true,
      options: [{ value: '', label: t('persons.chooseRole') }, ...roleOptions],
    },
    { name: 'firstName', label: t('account.firstName'), autoComplete: 'off' },
    { name: 'lastName', label: t('account.lastName'), autoComplete: 'off' },
  ];
  return (
    <FormDialog
      title={t('persons.inviteTitle')}
      submitLabel={t('persons.invite')}
      fields={fields}
      schema={inviteUserSchema}
      initialValues={emptyInvitation}
      toInput={inputOf}
      save={(invitation: InviteUser) => api.post('/v1/Users', invitation)}
      succeeded={({ email }) => t('persons.invited', { email })}
      failed={t('persons.notInvited')}
      invalidates={[peopleQueryKey]}
      onClose={onClose}
    />
  );
}
