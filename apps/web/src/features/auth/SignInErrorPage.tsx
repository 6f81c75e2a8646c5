import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { describeError, signIn } from '../../lib/auth';
import { useUserManager } from '../../lib/useUserManager';

function errorOf(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'error' in state && typeof state.error === 'string'
    ? state.error
    : null;
}

/**
 * `/signin-oidc-error` (public route 'oidc-callback-error'). The reason comes in the navigation state, not
 * the address, so nobody can put words of their own on this page with a crafted link.
 */
export function SignInErrorPage() {
  const { t } = useTranslation();
  const userManager = useUserManager();
  const [error, setError] = useState(errorOf(useLocation().state));

  return (
    <Container component="main" size="sm" py="xl">
      <Stack align="flex-start" gap="md">
        <Title order={1}>{t('signIn.failedTitle')}</Title>
        <Text>{t('signIn.failedText')}</Text>
        {error !== null && (
          <Alert color="red" title={t('signIn.reason')} w="100%">
            {error}
          </Alert>
        )}
        <Button
          onClick={() => signIn(userManager, '/').catch((reason: unknown) => setError(describeError(reason)))}
        >
          {t('signIn.retry')}
        </Button>
      </Stack>
    </Container>
  );
}
