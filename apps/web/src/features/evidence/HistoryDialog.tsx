import { Table, Text } from '@mantine/core';
import { type Evidence, evidenceRoutes } from '@praxis/contract';
import IconDownload from '@tabler/icons-react/icons/IconDownload';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { Dialog } from '../../components/dialogs/Dialog';
import { IconButton } from '../../components/IconButton';
import { useApi } from '../../lib/useApi';
import { useFormatDateTime } from '../../lib/useFormatDateTime';
import { EvidenceStatusChip } from './EvidenceStatus';
import { useEvidenceDownload } from './useEvidenceDownload';
import { useFileSize } from './useFileSize';

interface HistoryDialogProps {
  evidence: Evidence;
  onClose: () => void;
}

/** Every revision of an evidence, newest first, each with its hash and a download of its own. */
export function HistoryDialog({ evidence, onClose }: HistoryDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const formatDateTime = useFormatDateTime();
  const fileSize = useFileSize();
  const download = useEvidenceDownload();
  const files = evidence.kind === 'file';
  const title = t('evidence.historyTitle', { title: evidence.title });
  return (
    <Dialog onClose={onClose} title={title} size="xl">
      <DataTable
        minWidth={860}
        caption={title}
        headers={[
          t('evidence.columns.revision'),
          t('evidence.columns.file'),
          t('evidence.columns.size'),
          t('evidence.columns.sha256'),
          t('evidence.columns.status'),
          t('evidence.columns.expires'),
          t('evidence.columns.uploadedBy'),
          t('evidence.columns.uploadedAt'),
        ]}
        withActions={files}
      >
        {evidence.revisions.map((revision) => (
          <Table.Tr key={revision.number}>
            <Table.Td>{revision.number}</Table.Td>
            <Table.Td>{revision.fileName ?? t('evidence.none')}</Table.Td>
            <Table.Td>{revision.size === null ? t('evidence.none') : fileSize(revision.size)}</Table.Td>
            <Table.Td>
              {revision.sha256 === null ? (
                t('evidence.none')
              ) : (
                <Text span ff="monospace" size="sm" title={revision.sha256}>
                  {revision.sha256.slice(0, 12)}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <EvidenceStatusChip status={revision.status} />
            </Table.Td>
            <Table.Td>{revision.expiresDate ?? t('dates.notSet')}</Table.Td>
            <Table.Td>{revision.uploadedBy?.name ?? t('evidence.deletedPerson')}</Table.Td>
            <Table.Td>{formatDateTime(revision.uploadedAt, '')}</Table.Td>
            {files && (
              <Table.Td>
                <IconButton
                  label={t('evidence.downloadRevision', { revision: revision.number })}
                  icon={IconDownload}
                  onClick={() =>
                    download(
                      api.url(evidenceRoutes.downloadRevision, {
                        params: { id: evidence.id, number: revision.number },
                      }),
                      revision.fileName ?? evidence.title,
                    )
                  }
                />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </DataTable>
    </Dialog>
  );
}
