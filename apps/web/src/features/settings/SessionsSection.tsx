import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { passwordRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { Loaded } from '../../components/Loaded';
import { useApi } from '../../lib/useApi';
import { useFormatDateTime } from '../../lib/useFormatDateTime';
import { describeAgent } from './describeAgent';

const sessionsQueryKey = ['me', 'sessions'] as const;

/** Where the person is signed in, and 'Sign out all other sessions'. */
export function SessionsSection() {
  const { t } = useTranslation();
  const api = useApi();
  const [confirming, setConfirming] = useState(false);
  const sessions = useQuery({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => api.call(passwordRoutes.sessions, {}, signal),
  });
  const formatDateTime = useFormatDateTime();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('login.sessions')}
      </Title>
      <Loaded query={sessions}>
        {(list) => (
          <>
            <DataTable
              minWidth={480}
              caption={t('login.sessionCount', { count: list.length })}
              headers={[t('login.device'), t('login.signedInAt')]}
              withActions={false}
            >
              {list.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm">
                        {session.agent ? describeAgent(session.agent) : t('login.unknownDevice')}
                      </Text>
                      {session.current && (
                        <Badge color="green" variant="light">
                          {t('login.thisSession')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDateTime(session.signedInAt, '')}</Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
            <Group>
              <Button
                variant="default"
                disabled={list.every((session) => session.current)}
                onClick={() => setConfirming(true)}
              >
                {t('login.signOutOthers')}
              </Button>
            </Group>
          </>
        )}
      </Loaded>
      {confirming && (
        <ConfirmDialog
          title={t('login.signOutOthers')}
          question={t('login.signOutOthersQuestion')}
          confirmLabel={t('login.signOutOthers')}
          danger
          action={() => api.send(passwordRoutes.signOutOthers)}
          succeeded={t('login.signedOutOthers')}
          failed={t('login.notSignedOutOthers')}
          invalidates={[sessionsQueryKey]}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
