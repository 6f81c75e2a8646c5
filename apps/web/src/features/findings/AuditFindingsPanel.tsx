import { Button, Stack, Text } from '@mantine/core';
import type { Audit, Finding } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../components/Loaded';
import { useCan } from '../auth/useCan';
import { FindingDetailsDialog } from './FindingDetailsDialog';
import { FindingDialog } from './FindingDialog';
import { FindingsTable } from './FindingsTable';
import { PanelHeading } from './PanelHeading';
import { useFindings } from './useFindings';

/**
 * The audit page's findings: every finding of the audit, open and closed, earliest due first; people who
 * record findings record them here while the audit is not closed, and each opens with its moves.
 */
export function AuditFindingsPanel({ audit }: { audit: Audit }) {
  const { t } = useTranslation();
  const records = useCan('finding:record') && audit.status !== 'closed';
  const findings = useFindings({ auditId: audit.id, state: 'all' });
  const [recording, setRecording] = useState(false);
  const [opened, setOpened] = useState<Finding | null>(null);
  return (
    <Stack component="section" aria-labelledby="audit-findings">
      <PanelHeading id="audit-findings" title={t('findings.title')}>
        {records && <Button onClick={() => setRecording(true)}>{t('findings.recordTitle')}</Button>}
      </PanelHeading>
      <Loaded query={findings}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t('findings.empty')}</Text>
          ) : (
            <FindingsTable
              caption={t('findings.ofAudit', { title: audit.title })}
              findings={list}
              columns={['kind', 'title', 'requirement', 'owner', 'due', 'status']}
              onOpen={setOpened}
            />
          )
        }
      </Loaded>
      {recording && <FindingDialog audit={audit} onClose={() => setRecording(false)} />}
      {opened !== null && (
        <FindingDetailsDialog findingId={opened.id} auditId={audit.id} onClose={() => setOpened(null)} />
      )}
    </Stack>
  );
}
