import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/useCan';
import type { AuditTabProps } from '../page/auditTab';
import { FreezeDialog } from './FreezeDialog';
import { SnapshotCard } from './SnapshotCard';

/** The audit's sealed snapshots, newest first, and Freeze while the audit is open. */
export function SnapshotsPanel({ audit }: AuditTabProps) {
  const { t } = useTranslation();
  const canWrite = useCan('audit:write');
  const [freezing, setFreezing] = useState(false);
  return (
    <Stack>
      <Group justify="space-between">
        <Text>{t('audits.snapshotsDescription')}</Text>
        {canWrite && audit.status !== 'closed' && (
          <Button onClick={() => setFreezing(true)}>{t('audits.freeze')}</Button>
        )}
      </Group>
      {audit.snapshots.length === 0 ? (
        <Text c="dimmed">{t('audits.noSnapshots')}</Text>
      ) : (
        audit.snapshots.map((snapshot) => (
          <SnapshotCard key={snapshot.id} audit={audit} snapshot={snapshot} />
        ))
      )}
      {freezing && <FreezeDialog audit={audit} onClose={() => setFreezing(false)} />}
    </Stack>
  );
}
