import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown instead of the app when `/config.json` cannot be loaded or is invalid. */
export function ConfigFailure() {
  const { t } = useTranslation();
  return (
    <Container component="main" size="sm" py="xl">
      <Title order={1} mb="md">
        {t('config.failedTitle')}
      </Title>
      <Text mb="lg">{t('config.failedText')}</Text>
      <Button onClick={() => window.location.reload()}>{t('config.retry')}</Button>
    </Container>
  );
}
