import { Button, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type Setup, type SetupResult, setupRoutes, setupSchema } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FormFields } from '../../components/form/FormFields';
import { useSavingForm } from '../../components/form/useSavingForm';
import { authPaths, describeError, signIn } from '../../lib/auth';
import { currentLanguage, currentLocale, setInterfaceLanguage } from '../../lib/i18n';
import { interfaceLanguages, isInterfaceLanguage } from '../../lib/locale';
import { log } from '../../lib/log';
import { useApi } from '../../lib/useApi';
import { useRuntimeConfig } from '../../lib/useRuntimeConfig';
import { useUserManager } from '../../lib/useUserManager';

type SetupValues = Record<'companyName' | 'firstName' | 'lastName' | 'email' | 'password', string>;

const initialValues: SetupValues = { companyName: '', firstName: '', lastName: '', email: '', password: '' };

/**
 * `/setup`, the first run: on an installation with the built-in provider and no company, whoever
 * opens the app first names the company and becomes its Administrator, then signs in with that account.
 * Once set up, the page leads to the sign-in.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const api = useApi();
  const userManager = useUserManager();
  const { form, saving, onSubmit } = useSavingForm({
    schema: setupSchema,
    initialValues,
    // The Administrator keeps the language they set Praxis up in.
    toInput: (values: SetupValues) => ({ ...values, language: currentLocale() }),
    save: (input: Setup) => api.call(setupRoutes.setUp, { body: input }),
    succeeded: (_input, { company }: SetupResult) => t('setup.done', { company: company.name }),
    failed: t('setup.failed'),
    invalidates: [],
    onSaved: ({ user }: SetupResult) => {
      signIn(userManager, '/', user.email).catch((error: unknown) =>
        log.warn('could not start the sign-in', describeError(error)),
      );
    },
  });

  if (!config.setupRequired) {
    return <Navigate to={authPaths.login} replace />;
  }
  return (
    <Container component="main" size="xs" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Title order={1}>{t('setup.title')}</Title>
          <SegmentedControl
            aria-label={t('setup.language')}
            size="xs"
            value={currentLanguage()}
            onChange={(value) => {
              if (isInterfaceLanguage(value)) void setInterfaceLanguage(value);
            }}
            data={interfaceLanguages.map((language) => ({
              value: language,
              label: t(`languages.${language}`),
            }))}
          />
        </Group>
        <Text>{t('setup.intro')}</Text>
        <form aria-label={t('setup.title')} noValidate onSubmit={onSubmit}>
          <Stack>
            <FormFields
              form={form}
              fields={[
                {
                  name: 'companyName',
                  label: t('setup.companyName'),
                  required: true,
                  autoComplete: 'organization',
                },
                {
                  name: 'firstName',
                  label: t('setup.firstName'),
                  required: true,
                  autoComplete: 'given-name',
                },
                { name: 'lastName', label: t('setup.lastName'), required: true, autoComplete: 'family-name' },
                {
                  name: 'email',
                  label: t('setup.email'),
                  kind: 'email',
                  required: true,
                  autoComplete: 'email',
                },
                {
                  name: 'password',
                  label: t('setup.password'),
                  kind: 'password',
                  required: true,
                  autoComplete: 'new-password',
                  description: t('setup.passwordHint'),
                },
              ]}
            />
            <Group>
              <Button type="submit" loading={saving}>
                {t('setup.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
