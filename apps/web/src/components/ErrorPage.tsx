import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ErrorPageProps {
  status?: number;
  message?: string;
}

export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const { t } = useTranslation();
  const notFound = status === 404;
  return (
    <Container component="main" size="sm" py="xl">
      <Stack align="flex-start" gap="md">
        <Text c="dimmed" fw={700}>
          {t('error.status', { status })}
        </Text>
        <Title order={1}>{message ?? (notFound ? t('error.notFound') : t('error.unexpected'))}</Title>
        {notFound ? (
          <Anchor component={Link} to="/">
            {t('error.home')}
          </Anchor>
        ) : (
          <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        )}
      </Stack>
    </Container>
  );
}
