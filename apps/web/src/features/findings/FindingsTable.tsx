import { Anchor, Table } from '@mantine/core';
import type { Finding } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { FindingDue } from './FindingDue';
import { FindingStatusBadge } from './FindingStatusBadge';
import { personName } from './useFindings';

export type FindingColumn = 'kind' | 'title' | 'audit' | 'requirement' | 'owner' | 'due' | 'status';

interface FindingsTableProps {
  caption: string;
  findings: Finding[];
  /** After the identifier, which opens the finding, in this order. */
  columns: FindingColumn[];
  onOpen: (finding: Finding) => void;
}

/** Findings as a table: the identifier opens one, the other columns are the caller's choice. */
export function FindingsTable({ caption, findings, columns, onOpen }: FindingsTableProps) {
  const { t } = useTranslation();
  const cell = (finding: Finding, column: FindingColumn) => {
    switch (column) {
      case 'kind':
        return t(`findings.kinds.${finding.kind}`);
      case 'title':
        return finding.title;
      case 'audit':
        return finding.auditTitle;
      case 'requirement':
        return finding.requirement === null ? t('findings.wholeAudit') : finding.requirement.name;
      case 'owner':
        return finding.owner === null ? t('findings.noOwner') : personName(finding.owner);
      case 'due':
        return <FindingDue finding={finding} />;
      case 'status':
        return <FindingStatusBadge status={finding.status} />;
    }
  };
  return (
    <DataTable
      minWidth={160 * columns.length}
      caption={caption}
      headers={[t('findings.identifier'), ...columns.map((column) => t(`findings.columns.${column}`))]}
      withActions={false}
    >
      {findings.map((finding) => (
        <Table.Tr key={finding.id}>
          <Table.Td>
            <Anchor
              component="button"
              type="button"
              onClick={() => onOpen(finding)}
              aria-label={t('findings.open', { identifier: finding.identifier, title: finding.title })}
            >
              {finding.identifier}
            </Anchor>
          </Table.Td>
          {columns.map((column) => (
            <Table.Td key={column}>{cell(finding, column)}</Table.Td>
          ))}
        </Table.Tr>
      ))}
    </DataTable>
  );
}
