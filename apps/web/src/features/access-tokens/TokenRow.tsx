import { Badge, Button, Table } from '@mantine/core';
import type { AccessToken } from '@praxis/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../lib/useFormatDateTime';
import { RevokeTokenDialog } from './RevokeTokenDialog';

interface TokenRowProps {
  token: AccessToken;
  of: 'me' | 'company';
  invalidates?: QueryKey[];
}

/** The table headers that go with `TokenRow`. */
export function useTokenHeaders() {
  const { t } = useTranslation();
  return [
    t('accessTokens.name'),
    t('accessTokens.scope'),
    t('accessTokens.createdAt'),
    t('accessTokens.expiresAt'),
    t('accessTokens.lastUsedAt'),
  ];
}

/** One token: name, scope, created, expires, last used, and its revoke button. */
export function TokenRow({ token, of, invalidates }: TokenRowProps) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const [revoking, setRevoking] = useState(false);
  return (
    <Table.Tr>
      <Table.Td>{token.name}</Table.Td>
      <Table.Td>{t(`accessTokens.scopes.${token.scope}`)}</Table.Td>
      <Table.Td>{format(token.createdAt, '')}</Table.Td>
      <Table.Td>
        {format(token.expiresAt, '')}{' '}
        {Date.parse(token.expiresAt) <= Date.now() && (
          <Badge color="gray" variant="light">
            {t('accessTokens.expired')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{format(token.lastUsedAt, t('accessTokens.neverUsed'))}</Table.Td>
      <Table.Td>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          aria-label={t('accessTokens.revokeNamed', { name: token.name })}
          onClick={() => setRevoking(true)}
        >
          {t('accessTokens.revoke')}
        </Button>
        {revoking && (
          <RevokeTokenDialog
            token={token}
            of={of}
            invalidates={invalidates}
            onClose={() => setRevoking(false)}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}
