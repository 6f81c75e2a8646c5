import { Button, Group, Text } from '@mantine/core';
import type { CreatedAccessToken } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { Loaded } from '../../components/Loaded';
import { SettingsPanel } from '../../components/settings/SettingsPanel';
import { CreateTokenDialog } from './CreateTokenDialog';
import { NewTokenDialog } from './NewTokenDialog';
import { TokenRow, useTokenHeaders } from './TokenRow';
import { useAccessTokens } from './useAccessTokens';

/**
 * `/settings/access-tokens`: personal access tokens for scripts, which call the API as their owner
 * (`Authorization: Bearer prx_…`), narrowed to reading by the read scope.
 */
export function AccessTokensPage() {
  const { t } = useTranslation();
  const tokens = useAccessTokens();
  const headers = useTokenHeaders();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);

  return (
    <SettingsPanel entry="access-tokens" description={t('accessTokens.description')}>
      <Group justify="flex-end">
        <Button onClick={() => setCreating(true)}>{t('accessTokens.createTitle')}</Button>
      </Group>
      <Loaded query={tokens}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t('accessTokens.none')}</Text>
          ) : (
            <DataTable
              minWidth={720}
              caption={t('accessTokens.count', { count: list.length })}
              headers={headers}
              withActions
            >
              {list.map((token) => (
                <TokenRow key={token.id} token={token} of="me" />
              ))}
            </DataTable>
          )
        }
      </Loaded>
      {creating && <CreateTokenDialog onCreated={setCreated} onClose={() => setCreating(false)} />}
      {created && <NewTokenDialog created={created} onClose={() => setCreated(null)} />}
    </SettingsPanel>
  );
}
