import { Text } from '@mantine/core';
import type { Finding } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../components/CollapsibleSection';
import { InlineLoader } from '../../components/InlineLoader';
import { useCan } from '../auth/useCan';
import { FindingDetailsDialog } from './FindingDetailsDialog';
import { FindingsTable } from './FindingsTable';
import { useFindings } from './useFindings';

/** Open first, then the closed ones; within each the list keeps the server's order (earliest due first). */
const openFirst = (findings: Finding[]) => [
  ...findings.filter((finding) => finding.status !== 'closed'),
  ...findings.filter((finding) => finding.status === 'closed'),
];

/** What audits found on this requirement, for the requirement view; people who may not read audits see none. */
export function RequirementFindings({ requirementId }: { requirementId: string }) {
  return useCan('audit:read') ? <FindingsOfRequirement requirementId={requirementId} /> : null;
}

function FindingsOfRequirement({ requirementId }: { requirementId: string }) {
  const { t } = useTranslation();
  const findings = useFindings({ requirementId, state: 'all' });
  const [opened, setOpened] = useState<Finding | null>(null);
  const open = findings.data?.filter((finding) => finding.status !== 'closed').length;
  return (
    <CollapsibleSection title={t('findings.title')} count={open}>
      {findings.isPending ? (
        <InlineLoader />
      ) : findings.isError ? (
        <Text c="red" role="alert">
          {t('findings.notLoaded')}
        </Text>
      ) : findings.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('findings.noneOnRequirement')}
        </Text>
      ) : (
        <FindingsTable
          caption={t('findings.onRequirement')}
          findings={openFirst(findings.data)}
          columns={['title', 'audit', 'due', 'status']}
          onOpen={setOpened}
        />
      )}
      {opened !== null && (
        <FindingDetailsDialog
          findingId={opened.id}
          auditId={opened.auditId}
          onClose={() => setOpened(null)}
        />
      )}
    </CollapsibleSection>
  );
}
