import { Table } from '@mantine/core';
import type { CoverageRow } from '@praxis/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface MappingCoverageProps {
  rows: CoverageRow[];
  /** The heading above the table, as the page around it writes headings. */
  heading: (title: string) => ReactNode;
}

/**
 * Coverage per mapped specification: for each pair of specifications mapped into or out of
 * this one, how many of the target's requirements the source covers fully, in part, or not at all. The
 * specification page and the report show it alike; nothing when no mapping touches the specification.
 */
export function MappingCoverage({ rows, heading }: MappingCoverageProps) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <>
      {heading(t('coverage.title'))}
      <Table striped withTableBorder aria-label={t('coverage.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('coverage.source')}</Table.Th>
            <Table.Th scope="col">{t('coverage.target')}</Table.Th>
            <Table.Th scope="col">{t('coverage.covered')}</Table.Th>
            <Table.Th scope="col">{t('coverage.partlyCovered')}</Table.Th>
            <Table.Th scope="col">{t('coverage.notCovered')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.source.id}/${row.target.id}`}>
              <Table.Th scope="row" fw={500}>
                {row.source.name}
              </Table.Th>
              <Table.Td>
                {t('coverage.targetOf', { name: row.target.name, count: row.requirements })}
              </Table.Td>
              <Table.Td>{row.covered}</Table.Td>
              <Table.Td>{row.partlyCovered}</Table.Td>
              <Table.Td>{row.notCovered}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
