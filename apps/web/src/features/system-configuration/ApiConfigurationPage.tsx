import { Anchor, Button, Code, CopyButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { routeUrl, userRoutes } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsPanel } from '../../components/settings/SettingsPanel';
import { useRuntimeConfig } from '../../lib/useRuntimeConfig';

/** Where people make the token the example call needs. */
const accessTokensPath = '/settings/access-tokens';

/**
 * `/system-configuration/api-configuration`: the API this web app talks to (from /config.json), its
 * documentation, and a call a script can copy.
 */
export function ApiConfigurationPage() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  // The configured address may be relative to the page; a script needs it whole.
  const base = new URL(config.apiBaseUrl || '/', window.location.href).href.replace(/\/+$/, '');
  const docs = new URL('/api/docs', `${base}/`).href;
  const version = `v${config.apiVersion}`;
  const example = `curl -H "Authorization: Bearer <your token>" ${base}${routeUrl(userRoutes.me, config.apiVersion)}`;

  return (
    <SettingsPanel entry="api-configuration" description={t('apiConfiguration.description')}>
      <Table variant="vertical" withTableBorder maw={640}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={200}>{t('apiConfiguration.baseAddress')}</Table.Th>
            <Table.Td>
              <Code>{base}</Code>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('apiConfiguration.version')}</Table.Th>
            <Table.Td>{t('apiConfiguration.versionValue', { version })}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('apiConfiguration.docs')}</Table.Th>
            <Table.Td>
              <Anchor href={docs} target="_blank" rel="noopener">
                {docs}
              </Anchor>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('apiConfiguration.exampleTitle')}
        </Title>
        <Text>
          {t('apiConfiguration.exampleText')}{' '}
          <Anchor component={Link} to={accessTokensPath}>
            {t('apiConfiguration.makeToken')}
          </Anchor>
        </Text>
        <Code block>{example}</Code>
        <Group>
          <CopyButton value={example}>
            {({ copied, copy }) => (
              <Button variant="light" size="xs" onClick={copy}>
                {t(copied ? 'apiConfiguration.copied' : 'apiConfiguration.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </SettingsPanel>
  );
}
