import { Anchor, Group, Text } from '@mantine/core';
import { type Evidence, evidenceRoutes } from '@praxis/contract';
import IconCalendarRepeat from '@tabler/icons-react/icons/IconCalendarRepeat';
import IconDownload from '@tabler/icons-react/icons/IconDownload';
import IconEye from '@tabler/icons-react/icons/IconEye';
import IconHistory from '@tabler/icons-react/icons/IconHistory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu, type MenuAction } from '../../components/ActionMenu';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { Dialog } from '../../components/dialogs/Dialog';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { IconButton } from '../../components/IconButton';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { showSuccessToast } from '../../lib/toast';
import { useApi } from '../../lib/useApi';
import { useFormatDate } from '../../lib/useFormatDate';
import { useMe } from '../auth/useMe';
import { ScheduleSection } from '../schedules/ScheduleSection';
import { EditEvidenceDialog } from './EditEvidenceDialog';
import { EvidenceStatusChip, ExpiryChip } from './EvidenceStatus';
import { expiryOf } from './expiry';
import { HistoryDialog } from './HistoryDialog';
import { LinkRevisionDialog } from './LinkRevisionDialog';
import { isPreviewable, PreviewDialog } from './PreviewDialog';
import { ReviewEvidenceDialog } from './ReviewEvidenceDialog';
import { RevisionDialog } from './RevisionDialog';
import { useEvidenceDownload } from './useEvidenceDownload';

type Open = 'preview' | 'history' | 'schedule' | 'revision' | 'edit' | 'review' | 'delete' | null;

interface EvidenceRowProps {
  evidence: Evidence;
  editable: boolean;
}

/**
 * One evidence: what it is, where it stands in review, the dates it holds between, and what can be done
 * with it. Reading (preview, download, history) is for everyone; the rest only for those who may write.
 */
export function EvidenceRow({ evidence, editable }: EvidenceRowProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const api = useApi();
  const me = useMe();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const download = useEvidenceDownload();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const { title } = evidence;
  const params = { id: evidence.id };
  const uploader = evidence.revisions[0]?.uploadedBy ?? evidence.uploadedBy;
  const expiry =
    evidence.expiresDate === null ? null : expiryOf(evidence.expiresDate, dayjs().format('YYYY-MM-DD'));

  const submit = useMutation({
    mutationFn: () => api.send(evidenceRoutes.submit, { params }),
    onSuccess: async () => {
      showSuccessToast(t('evidence.submitted', { title }));
      await queryClient.invalidateQueries({ queryKey: itemsQueryKey });
    },
    onError: (error) => showApiError(t('evidence.notSubmitted'), error),
  });

  const actions: MenuAction[] = [
    ...(evidence.status === 'draft' || evidence.status === 'rejected'
      ? [{ label: t('evidence.submit'), onSelect: () => submit.mutate() }]
      : []),
    // The uploader of a revision never reviews it (the server refuses too).
    ...(evidence.status === 'submitted' && uploader?.id !== me.user.id
      ? [{ label: t('evidence.review'), onSelect: () => setOpen('review') }]
      : []),
    {
      label: evidence.kind === 'file' ? t('evidence.newRevision') : t('evidence.newAddress'),
      onSelect: () => setOpen('revision'),
    },
    { label: t('evidence.edit'), onSelect: () => setOpen('edit') },
    { label: t('evidence.delete'), onSelect: () => setOpen('delete'), danger: true },
  ];

  return (
    <li aria-label={title}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            {evidence.kind === 'link' ? (
              <Anchor href={evidence.url} target="_blank" rel="noopener noreferrer" size="sm" fw={500}>
                {title}
              </Anchor>
            ) : (
              <Text size="sm" fw={500}>
                {title}
              </Text>
            )}
            <EvidenceStatusChip status={evidence.status} />
            {expiry !== null && <ExpiryChip expiry={expiry} />}
          </Group>
          <Text size="xs" c="dimmed">
            {[
              t(`evidence.kinds.${evidence.kind}`),
              t('evidence.revisionNumber', { revision: evidence.revision }),
              t('evidence.uploadedBy', { name: uploader?.name ?? t('evidence.deletedPerson') }),
            ].join(' · ')}
          </Text>
          {evidence.description !== null && (
            <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {evidence.description}
            </Text>
          )}
          {evidence.reviewer !== null && (
            <Text size="xs" c="dimmed">
              {evidence.reviewComment
                ? t('evidence.reviewedByWithComment', {
                    name: evidence.reviewer.name,
                    comment: evidence.reviewComment,
                  })
                : t('evidence.reviewedBy', { name: evidence.reviewer.name })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('evidence.effective', { date: formatDate(evidence.effectiveDate) })}
            {' · '}
            <Text
              span
              inherit
              c={expiry === 'expired' ? 'red.8' : expiry === 'expiring' ? 'yellow.9' : undefined}
              fw={expiry === null || expiry === 'valid' ? undefined : 600}
            >
              {t('evidence.expires', { date: formatDate(evidence.expiresDate) })}
            </Text>
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          {isPreviewable(evidence) && (
            <IconButton
              label={t('evidence.preview', { title })}
              icon={IconEye}
              onClick={() => setOpen('preview')}
            />
          )}
          {evidence.kind === 'file' && (
            <IconButton
              label={t('evidence.download', { title })}
              icon={IconDownload}
              onClick={() =>
                download(api.url(evidenceRoutes.download, { params }), evidence.fileName ?? title)
              }
            />
          )}
          <IconButton
            label={t('evidence.history', { title })}
            icon={IconHistory}
            onClick={() => setOpen('history')}
          />
          <IconButton
            label={t('schedules.reviewSchedule', { title })}
            icon={IconCalendarRepeat}
            onClick={() => setOpen('schedule')}
          />
          {editable && (
            <ActionMenu
              label={t('evidence.actions')}
              name={t('evidence.actionsFor', { title })}
              actions={actions}
            />
          )}
        </Group>
      </Group>
      {open === 'preview' && <PreviewDialog evidence={evidence} onClose={close} />}
      {open === 'history' && <HistoryDialog evidence={evidence} onClose={close} />}
      {open === 'schedule' && (
        <Dialog onClose={close} title={t('schedules.reviewSchedule', { title })} size="lg">
          <ScheduleSection holder={{ category: 'Evidence', evidence }} subject="work" editable={editable} />
        </Dialog>
      )}
      {open === 'revision' &&
        (evidence.kind === 'file' ? (
          <RevisionDialog evidence={evidence} onClose={close} />
        ) : (
          <LinkRevisionDialog evidence={evidence} onClose={close} />
        ))}
      {open === 'edit' && <EditEvidenceDialog evidence={evidence} onClose={close} />}
      {open === 'review' && <ReviewEvidenceDialog evidence={evidence} onClose={close} />}
      {open === 'delete' && (
        <ConfirmDialog
          title={t('evidence.deleteTitle')}
          question={t('evidence.deleteQuestion', { title })}
          detail={t('evidence.deleteDetail', { count: evidence.revisions.length })}
          confirmLabel={t('evidence.delete')}
          danger
          action={() => api.send(evidenceRoutes.remove, { params })}
          succeeded={t('evidence.deleted', { title })}
          failed={t('evidence.notDeleted')}
          invalidates={[itemsQueryKey]}
          onClose={close}
        />
      )}
    </li>
  );
}
