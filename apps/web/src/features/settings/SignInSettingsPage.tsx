import { Alert, Stack, Title } from '@mantine/core';
import { type ChangePassword, changePasswordSchema } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '../../components/form/FormFields';
import { SettingsForm } from '../../components/settings/SettingsForm';
import { SettingsPanel } from '../../components/settings/SettingsPanel';
import { useApi } from '../../lib/useApi';
import { useBuiltInSignIn } from '../../lib/useBuiltInSignIn';
import { SessionsSection } from './SessionsSection';

type PasswordValues = Record<'currentPassword' | 'newPassword', string>;

/** `/settings/login`: change the own password, see where one is signed in, sign out everywhere else. */
export function SignInSettingsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const builtIn = useBuiltInSignIn();
  const fields: FieldSpec<PasswordValues>[] = [
    {
      name: 'currentPassword',
      label: t('login.currentPassword'),
      kind: 'password',
      required: true,
      autoComplete: 'current-password',
    },
    {
      name: 'newPassword',
      label: t('login.newPassword'),
      kind: 'password',
      required: true,
      description: t('login.passwordRule'),
      autoComplete: 'new-password',
    },
  ];
  return (
    <SettingsPanel entry="login" description={t('login.description')}>
      {builtIn ? (
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('login.changePassword')}
          </Title>
          <SettingsForm
            label={t('login.changePassword')}
            schema={changePasswordSchema}
            initialValues={{ currentPassword: '', newPassword: '' }}
            toInput={(values) => values}
            fields={fields}
            save={(input: ChangePassword) => api.put('/v1/Me/password', input)}
            invalidates={[]}
            clearOnSave
          />
          <SessionsSection />
        </Stack>
      ) : (
        <Alert color="gray" variant="light">
          {t('login.externalProvider')}
        </Alert>
      )}
    </SettingsPanel>
  );
}
