import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where users without authorisation and every 403 answer end up (spec §1, §6). */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" size="sm" py="xl">
      <Title order={1} mb="md">
        {t('unauthorized.title')}
      </Title>
      <Text>{t('unauthorized.text')}</Text>
    </Container>
  );
}
