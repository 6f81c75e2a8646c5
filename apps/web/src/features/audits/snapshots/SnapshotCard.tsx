import { Anchor, Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { type Audit, type AuditSnapshotSummary, auditsRoutes } from '@praxis/contract';
import IconCopy from '@tabler/icons-react/icons/IconCopy';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconButton } from '../../../components/IconButton';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { useFormatDateTime } from '../../../lib/useFormatDateTime';
import { EvidenceArchiveButton } from '../../report/EvidenceArchiveButton';
import { personName } from '../useAudits';
import { SnapshotCheck } from './SnapshotCheck';

interface SnapshotCardProps {
  audit: Audit;
  snapshot: AuditSnapshotSummary;
}

/** The printable pages of a snapshot, per specification: `/audits/{id}/snapshots/{snapshotId}/{page}`. */
export const snapshotPage = (
  snapshot: AuditSnapshotSummary,
  page: 'report' | 'soa',
  specificationId: string,
) => `/audits/${snapshot.auditId}/snapshots/${snapshot.id}/${page}?specificationId=${specificationId}`;

/** The printable pages of a snapshot, each linked per specification. */
const sealedPages = [
  { page: 'report', text: 'audits.sealedReport', label: 'audits.sealedReportOf' },
  { page: 'soa', text: 'audits.sealedSoa', label: 'audits.sealedSoaOf' },
] as const;

/**
 * One sealed snapshot: when and by whom, its SHA-256 to write down, the check, and per specification its
 * report, Statement of Applicability and evidence as sealed.
 */
export function SnapshotCard({ audit, snapshot }: SnapshotCardProps) {
  const { t } = useTranslation();
  const api = useApi();
  const formatDateTime = useFormatDateTime();
  const takenAt = formatDateTime(snapshot.takenAt, '');
  const params = { id: snapshot.auditId, snapshotId: snapshot.id };
  return (
    <Card withBorder component="article" aria-label={t('audits.snapshotOf', { date: takenAt })}>
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Title order={3}>{t('audits.snapshotOf', { date: takenAt })}</Title>
            <Text size="sm" c="dimmed">
              {t('audits.takenBy', {
                name: snapshot.takenBy ? personName(snapshot.takenBy) : t('audits.none'),
              })}
              {' · '}
              {t('audits.snapshotCounts', {
                requirements: snapshot.requirementCount,
                evidence: snapshot.evidenceCount,
              })}
            </Text>
          </div>
          <Button
            component={Link}
            variant="default"
            size="xs"
            to={`/audits/${audit.id}/compare?from=${snapshot.id}&with=today`}
          >
            {t('audits.compare')}
          </Button>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{t('audits.sha256')}</Text>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} aria-label={t('audits.sha256')}>
            {snapshot.sha256}
          </Text>
          <CopyButton value={snapshot.sha256}>
            {({ copy }) => (
              <IconButton
                label={t('audits.copySha256')}
                icon={IconCopy}
                data-testid="copy-sha256"
                onClick={() => {
                  copy();
                  showSuccessToast(t('audits.sha256Copied'));
                }}
              />
            )}
          </CopyButton>
        </Group>
        <SnapshotCheck snapshot={snapshot} />
        {audit.specifications.map((specification) => (
          <Group key={specification.id} gap="sm">
            <Text fw={600} size="sm">
              {specification.name}
            </Text>
            {sealedPages.map(({ page, text, label }) => (
              <Anchor
                key={page}
                size="sm"
                href={snapshotPage(snapshot, page, specification.id)}
                target="_blank"
                rel="noopener"
                aria-label={t(label, { name: specification.name })}
              >
                {t(text)}
              </Anchor>
            ))}
            <EvidenceArchiveButton
              specification={specification}
              url={api.url(auditsRoutes.evidenceArchive, {
                params,
                query: { specificationId: specification.id },
              })}
            />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
