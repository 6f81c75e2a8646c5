import { Button, Table, Text } from '@mantine/core';
import type { Access } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { displayNameOf } from '../../../lib/displayName';
import { useFormatDateTime } from '../../../lib/useFormatDateTime';
import { TokenRow, useTokenHeaders } from '../../access-tokens/TokenRow';
import { SignOutEverywhereDialog } from '../persons/SignOutEverywhereDialog';
import { accessesQueryKey } from './useAccesses';

const COLUMNS = 6;

/** One person: role, last sign-in, active tokens (expandable, each revocable) and sessions. */
export function AccessRow({ access }: { access: Access }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const tokenHeaders = useTokenHeaders();
  const [expanded, setExpanded] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const name = displayNameOf(access);
  const tokensId = `tokens-of-${access.userId}`;
  const tokenCount = access.tokens.length;
  return (
    <>
      <Table.Tr>
        <Table.Td>
          {name}
          <Text size="xs" c="dimmed">
            {access.email}
          </Text>
        </Table.Td>
        <Table.Td>{t(`roles.${access.role}`)}</Table.Td>
        <Table.Td>{format(access.lastSignInAt, t('accesses.neverSignedIn'))}</Table.Td>
        <Table.Td>
          {tokenCount === 0 ? (
            t('accesses.tokens', { count: 0 })
          ) : (
            <Button
              variant="subtle"
              size="xs"
              aria-expanded={expanded}
              aria-controls={tokensId}
              aria-label={t('accesses.tokensOf', { count: tokenCount, name })}
              onClick={() => setExpanded(!expanded)}
            >
              {t('accesses.tokens', { count: tokenCount })}
            </Button>
          )}
        </Table.Td>
        <Table.Td>
          {access.sessions === null
            ? t('accesses.sessionsUnknown')
            : t('accesses.sessions', { count: access.sessions })}
        </Table.Td>
        <Table.Td>
          {access.sessions !== null && access.sessions > 0 && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              aria-label={t('accesses.signOutNamed', { name })}
              onClick={() => setSigningOut(true)}
            >
              {t('accesses.signOut')}
            </Button>
          )}
          {signingOut && (
            <SignOutEverywhereDialog
              userId={access.userId}
              name={name}
              onClose={() => setSigningOut(false)}
            />
          )}
        </Table.Td>
      </Table.Tr>
      {expanded && tokenCount > 0 && (
        <Table.Tr id={tokensId}>
          <Table.Td colSpan={COLUMNS}>
            <DataTable
              minWidth={640}
              caption={t('accesses.tokensOf', { count: tokenCount, name })}
              headers={tokenHeaders}
              withActions
            >
              {access.tokens.map((token) => (
                <TokenRow key={token.id} token={token} of="company" invalidates={[accessesQueryKey]} />
              ))}
            </DataTable>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
