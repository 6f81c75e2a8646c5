import { Table, Text } from '@mantine/core';
import { specificationCoverageSchema } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../../components/InlineLoader';
import { useApi } from '../../lib/useApi';
import { specificationQueryKeys } from './specificationPaths';

/**
 * Coverage per mapped specification (issue 15 §3): for each pair of specifications mapped into or out of
 * this one, how many of the target's requirements the source covers fully, in part, or not at all. The
 * specification page and the report show it alike; nothing when no mapping touches the specification.
 */
interface MappingCoverageProps {
  specificationId: string;
  /** The heading above the table, as the page around it writes headings. */
  heading: (title: string) => ReactNode;
}

export function MappingCoverage({ specificationId, heading }: MappingCoverageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const coverage = useQuery({
    queryKey: [...specificationQueryKeys.specification(specificationId), 'coverage'],
    queryFn: ({ signal }) =>
      api.get(`/v2/specifications/${specificationId}/coverage`, specificationCoverageSchema, signal),
  });
  if (coverage.isPending) return <InlineLoader />;
  if (coverage.isError) return <Text c="red">{t('forms.loadFailed')}</Text>;
  if (coverage.data.length === 0) return null;
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
          {coverage.data.map((row) => (
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
