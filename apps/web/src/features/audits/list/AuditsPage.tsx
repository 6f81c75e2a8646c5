import { Anchor, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { type Audit, auditStatuses } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { Loaded } from '../../../components/Loaded';
import { RowActions } from '../../../components/RowActions';
import { useFormatDate } from '../../../lib/useFormatDate';
import { useCan } from '../../auth/useCan';
import { useAudits } from '../useAudits';
import { AuditDialog } from './AuditDialog';
import { DeleteAuditDialog } from './DeleteAuditDialog';

const ALL = 'all';
type Open = { dialog: 'plan' } | { dialog: 'edit' | 'delete'; audit: Audit } | null;

/**
 * `/audits`: the company's audits, the latest audit date first, filtered by status (kept in the address).
 * An external auditor lands here and sees only the audits granted to them.
 */
export function AuditsPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const canWrite = useCan('audit:write');
  const [params, setParams] = useSearchParams();
  const chosen = params.get('status');
  const status = auditStatuses.find((value) => value === chosen);
  const audits = useAudits(status);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('audits.title')}</Title>
          <Text>{t('audits.description')}</Text>
        </div>
        {canWrite && <Button onClick={() => setOpen({ dialog: 'plan' })}>{t('audits.planTitle')}</Button>}
      </Group>
      <Select
        label={t('audits.fields.status')}
        data={[
          { value: ALL, label: t('audits.allStatuses') },
          ...auditStatuses.map((value) => ({ value, label: t(`audits.statuses.${value}`) })),
        ]}
        value={status ?? ALL}
        onChange={(value) => setParams(value === null || value === ALL ? {} : { status: value })}
        allowDeselect={false}
        w={200}
      />
      <Loaded query={audits}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{status ? t('audits.noMatch') : t('audits.empty')}</Text>
          ) : (
            <DataTable
              minWidth={900}
              caption={t('audits.list')}
              headers={[
                t('audits.fields.title'),
                t('audits.fields.kind'),
                t('audits.fields.status'),
                t('audits.fields.auditDate'),
                t('audits.fields.specifications'),
                t('audits.openFindings'),
                t('audits.lastSnapshot'),
              ]}
              withActions={canWrite}
            >
              {list.map((audit) => (
                <Table.Tr key={audit.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/audits/${audit.id}`}>
                      {audit.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`audits.kinds.${audit.kind}`)}</Table.Td>
                  <Table.Td>{t(`audits.statuses.${audit.status}`)}</Table.Td>
                  <Table.Td>{formatDate(audit.auditDate)}</Table.Td>
                  <Table.Td>
                    {audit.specifications.map((specification) => specification.name).join(', ')}
                  </Table.Td>
                  <Table.Td>{audit.openFindings}</Table.Td>
                  <Table.Td>
                    {audit.snapshots[0] ? formatDate(audit.snapshots[0].takenAt) : t('audits.noSnapshot')}
                  </Table.Td>
                  {canWrite && (
                    <RowActions
                      change={{
                        text: t('audits.edit'),
                        label: t('audits.editLabel', { title: audit.title }),
                        onClick: () => setOpen({ dialog: 'edit', audit }),
                      }}
                      remove={{
                        text: t('audits.delete'),
                        label: t('audits.deleteLabel', { title: audit.title }),
                        onClick: () => setOpen({ dialog: 'delete', audit }),
                      }}
                    />
                  )}
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </Loaded>
      {open?.dialog === 'plan' && (
        <AuditDialog onClose={close} onSaved={(audit) => navigate(`/audits/${audit.id}`)} />
      )}
      {open?.dialog === 'edit' && <AuditDialog audit={open.audit} onClose={close} />}
      {open?.dialog === 'delete' && <DeleteAuditDialog audit={open.audit} onClose={close} />}
    </Stack>
  );
}
