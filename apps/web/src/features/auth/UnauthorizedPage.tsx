import { Anchor, Button, Container, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authPaths } from '../../lib/auth';

/**
 * Where users without authorisation and every 403 answer end up. The way out: home, the
 * person's own profile (which everyone may open), or signing out to come back as someone else.
 */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" size="sm" py="xl">
      <Title order={1} mb="md">
        {t('unauthorized.title')}
      </Title>
      <Text mb="lg">{t('unauthorized.text')}</Text>
      <Group>
        <Button component={Link} to="/">
          {t('unauthorized.home')}
        </Button>
        <Anchor component={Link} to="/profile">
          {t('profile.title')}
        </Anchor>
        <Button component={Link} to={authPaths.logout} variant="default">
          {t('unauthorized.signOut')}
        </Button>
      </Group>
    </Container>
  );
}
