import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Audit, Finding } from '@praxis/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../lib/useFormatDateTime';
import { useCan } from '../auth/useCan';
import { EvidencePanel } from '../evidence/EvidencePanel';
import { FindingActions, useChangesFinding } from './FindingActions';
import { FindingDialog } from './FindingDialog';
import { FindingDue } from './FindingDue';
import { FindingHistory } from './FindingHistory';
import { FindingStatusBadge } from './FindingStatusBadge';
import { personName } from './useFindings';

/** A labelled value of the finding. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {typeof children === 'string' ? <Text style={{ whiteSpace: 'pre-wrap' }}>{children}</Text> : children}
    </div>
  );
}

/** A finding's fields, the moves the caller may make, its evidence and its history; editable while open. */
export function FindingDetails({ finding, audit }: { finding: Finding; audit: Audit }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const changes = useChangesFinding(finding);
  // Evidence is the company's: an external auditor, who reads no more than the audit, sees how much there is.
  const readsEvidence = useCan('data:read');
  const writesEvidence = useCan('data:write');
  const [editing, setEditing] = useState(false);
  const open = finding.status !== 'closed';
  const none = t('findings.notGiven');
  const { requirement } = finding;
  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="xs">
          <FindingStatusBadge status={finding.status} />
          <Text>{t(`findings.kinds.${finding.kind}`)}</Text>
        </Group>
        {changes && open && (
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            {t('findings.edit')}
          </Button>
        )}
      </Group>
      <FindingActions finding={finding} audit={audit} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Field label={t('findings.columns.audit')}>{finding.auditTitle}</Field>
        <Field label={t('findings.columns.requirement')}>
          {requirement === null ? (
            t('findings.wholeAudit')
          ) : (
            <Anchor
              component={Link}
              to={`/praxis/specification/${requirement.specificationId}?requirement=${requirement.id}`}
            >
              {`${requirement.name} (${requirement.specificationName})`}
            </Anchor>
          )}
        </Field>
        <Field label={t('findings.columns.owner')}>
          {finding.owner === null ? t('findings.noOwner') : personName(finding.owner)}
        </Field>
        <Field label={t('findings.columns.due')}>
          <FindingDue finding={finding} />
        </Field>
        <Field label={t('findings.recordedBy')}>
          {t('findings.step', {
            at: formatDateTime(finding.recordedAt, ''),
            by: finding.recordedBy === null ? t('findings.someone') : personName(finding.recordedBy),
          })}
        </Field>
      </SimpleGrid>
      <Field label={t('findings.description')}>{finding.description ?? none}</Field>
      <Field label={t('findings.rootCause')}>{finding.rootCause ?? none}</Field>
      <Field label={t('findings.correctiveAction')}>{finding.correctiveAction ?? none}</Field>
      {readsEvidence ? (
        <EvidencePanel owner={{ category: 'Findings', id: finding.id }} editable={writesEvidence && open} />
      ) : (
        <Field label={t('evidence.title')}>
          {t('findings.evidenceCount', { count: finding.evidenceCount })}
        </Field>
      )}
      <FindingHistory finding={finding} />
      {editing && <FindingDialog audit={audit} finding={finding} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
