import { Anchor, Button, Table, Text } from '@mantine/core';
import { evidenceRoutes, type Occurrence, type Schedule } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { Dialog } from '../../components/dialogs/Dialog';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { InlineLoader } from '../../components/InlineLoader';
import { useApi } from '../../lib/useApi';
import { useFileTransfer } from '../../lib/useFileTransfer';
import { useFormatDate } from '../../lib/useFormatDate';
import { OccurrenceActions } from './OccurrenceActions';
import { OccurrenceStateBadge } from './OccurrenceStateBadge';
import { useOccurrences, useOwnerEvidence } from './useSchedules';

interface OccurrencesDialogProps {
  schedule: Schedule;
  /** Who may record occurrences sees Complete and Skip on the open ones. */
  editable: boolean;
  onClose: () => void;
}

/** A schedule's occurrences of the last year and the next: how each went, and what is still open. */
export function OccurrencesDialog({ schedule, editable, onClose }: OccurrencesDialogProps) {
  const { t } = useTranslation();
  const occurrences = useOccurrences(schedule);
  const title = t('schedules.occurrencesTitle', { kind: t(`schedules.kinds.${schedule.kind}`) });
  return (
    <Dialog onClose={onClose} title={title} size="xl">
      {occurrences.isPending ? (
        <InlineLoader />
      ) : occurrences.isError ? (
        <Text c="red">{t('forms.loadFailed')}</Text>
      ) : occurrences.data.length === 0 ? (
        <Text c="dimmed">{t('schedules.noOccurrences')}</Text>
      ) : (
        <DataTable
          minWidth={760}
          caption={title}
          headers={[
            t('schedules.columns.due'),
            t('schedules.columns.state'),
            t('schedules.columns.doneOn'),
            t('schedules.columns.onTime'),
            t('schedules.columns.comment'),
            t('schedules.columns.evidence'),
          ]}
          withActions={editable}
        >
          {occurrences.data.map((occurrence) => (
            <OccurrenceRow
              key={occurrence.id}
              schedule={schedule}
              occurrence={occurrence}
              editable={editable}
            />
          ))}
        </DataTable>
      )}
    </Dialog>
  );
}

function OccurrenceRow({
  schedule,
  occurrence,
  editable,
}: {
  schedule: Schedule;
  occurrence: Occurrence;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const recorded = occurrence.state === 'done' || occurrence.state === 'skipped';
  return (
    <Table.Tr>
      <Table.Td>{formatDate(occurrence.dueOn)}</Table.Td>
      <Table.Td>
        <OccurrenceStateBadge state={occurrence.state} />
      </Table.Td>
      <Table.Td>{occurrence.doneOn === null ? '' : formatDate(occurrence.doneOn)}</Table.Td>
      <Table.Td>
        {occurrence.onTime === null ? '' : t(occurrence.onTime ? 'schedules.onTime' : 'schedules.late')}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{occurrence.comment ?? ''}</Table.Td>
      <Table.Td>
        {occurrence.evidenceId !== null && <EvidenceLink schedule={schedule} id={occurrence.evidenceId} />}
      </Table.Td>
      {editable && (
        <Table.Td>{!recorded && <OccurrenceActions schedule={schedule} occurrence={occurrence} />}</Table.Td>
      )}
    </Table.Tr>
  );
}

/** The evidence that proves an occurrence: a link opens, a file downloads, named by its title. */
function EvidenceLink({ schedule, id }: { schedule: Schedule; id: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const { download } = useFileTransfer();
  const showApiError = useApiErrorToast();
  const [busy, setBusy] = useState(false);
  const { evidence } = useOwnerEvidence(schedule);
  const found = evidence.find((one) => one.id === id);
  const title =
    found?.title ?? (schedule.evidence?.id === id ? schedule.evidence.title : t('schedules.evidence'));
  if (found?.kind === 'link')
    return (
      <Anchor href={found.url} target="_blank" rel="noopener noreferrer" size="sm">
        {title}
      </Anchor>
    );
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      loading={busy}
      aria-label={t('schedules.downloadEvidence', { title })}
      onClick={() => {
        setBusy(true);
        download(api.url(evidenceRoutes.download, { params: { id } }), found?.fileName ?? title)
          .catch((error: unknown) => showApiError(t('evidence.notDownloaded'), error))
          .finally(() => setBusy(false));
      }}
    >
      {title}
    </Button>
  );
}
