import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { type Audit, type AuditorGrant, auditsRoutes } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { Loaded } from '../../components/Loaded';
import { RowActions } from '../../components/RowActions';
import { displayNameOf } from '../../lib/displayName';
import { useApi } from '../../lib/useApi';
import { useFormatDate } from '../../lib/useFormatDate';
import { useCan } from '../auth/useCan';
import { AuditorUntilDialog } from './AuditorUntilDialog';
import { GrantAuditorDialog } from './GrantAuditorDialog';
import { PanelHeading } from './PanelHeading';
import { auditorsQueryKey, useAuditors } from './useAuditors';

type Editing = { kind: 'grant' } | { kind: 'until' | 'revoke'; grant: AuditorGrant } | null;

/** The audit page's external auditors, for Administrators only: who may read the audit, until when. */
export function AuditorsPanel({ audit }: { audit: Audit }) {
  return useCan('company:admin') ? <Auditors audit={audit} /> : null;
}

function Auditors({ audit }: { audit: Audit }) {
  const { t } = useTranslation();
  const api = useApi();
  const formatDate = useFormatDate();
  const auditors = useAuditors(audit.id);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const nameOf = (grant: AuditorGrant) => displayNameOf({ ...grant, displayName: null });
  return (
    <Stack component="section" aria-labelledby="audit-auditors">
      <PanelHeading id="audit-auditors" title={t('auditorAccess.title')}>
        <Button onClick={() => setEditing({ kind: 'grant' })}>{t('auditorAccess.grant')}</Button>
      </PanelHeading>
      <Text c="dimmed">{t('auditorAccess.description')}</Text>
      <Loaded query={auditors}>
        {(grants) =>
          grants.length === 0 ? (
            <Text c="dimmed">{t('auditorAccess.empty')}</Text>
          ) : (
            <DataTable
              minWidth={640}
              caption={t('auditorAccess.title')}
              headers={[t('auditorAccess.person'), t('auditorAccess.until'), t('auditorAccess.signedIn')]}
              withActions
            >
              {grants.map((grant) => (
                <Table.Tr key={grant.userId}>
                  <Table.Td>
                    <Text>{nameOf(grant)}</Text>
                    <Text size="sm" c="dimmed">
                      {grant.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(grant.until)}</Table.Td>
                  <Table.Td>
                    <Badge color={grant.active ? 'green' : 'gray'} variant="light">
                      {grant.active ? t('auditorAccess.active') : t('auditorAccess.invited')}
                    </Badge>
                  </Table.Td>
                  <RowActions
                    change={{
                      text: t('auditorAccess.changeUntil'),
                      label: t('auditorAccess.changeUntilOf', { name: nameOf(grant) }),
                      onClick: () => setEditing({ kind: 'until', grant }),
                    }}
                    remove={{
                      text: t('auditorAccess.revoke'),
                      label: t('auditorAccess.revokeOf', { name: nameOf(grant) }),
                      onClick: () => setEditing({ kind: 'revoke', grant }),
                    }}
                  />
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </Loaded>
      {editing?.kind === 'grant' && <GrantAuditorDialog audit={audit} onClose={close} />}
      {editing?.kind === 'until' && (
        <AuditorUntilDialog auditId={audit.id} grant={editing.grant} onClose={close} />
      )}
      {editing?.kind === 'revoke' && (
        <ConfirmDialog
          title={t('auditorAccess.revokeTitle')}
          question={t('auditorAccess.revokeQuestion', { name: nameOf(editing.grant), title: audit.title })}
          confirmLabel={t('auditorAccess.revoke')}
          danger
          action={() =>
            api.send(auditsRoutes.revokeAuditor, { params: { id: audit.id, userId: editing.grant.userId } })
          }
          succeeded={t('auditorAccess.revoked', { name: nameOf(editing.grant) })}
          failed={t('auditorAccess.notRevoked')}
          invalidates={[auditorsQueryKey(audit.id)]}
          onClose={close}
        />
      )}
    </Stack>
  );
}
