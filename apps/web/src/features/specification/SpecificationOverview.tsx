import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  type SemaphoreCounts,
  type Specification,
  type SpecificationElement,
  specificationRoutes,
} from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MappingCoverage } from '../../components/charts/MappingCoverage';
import { MaturityOverviewChart } from '../../components/charts/MaturityOverviewChart';
import { SemaphoreBadges } from '../../components/charts/SemaphoreBadges';
import { SemaphoreSummary } from '../../components/charts/SemaphoreSummary';
import { InlineLoader } from '../../components/InlineLoader';
import { useApi } from '../../lib/useApi';
import { SpecificationLicence } from './SpecificationLicence';
import { specificationQueryKeys } from './specificationQueryKeys';
import { useSpecificationCoverage } from './useSpecificationCoverage';

interface SpecificationOverviewProps {
  specification: Specification;
  elements: SpecificationElement[];
}

const noCounts: SemaphoreCounts = { green: 0, yellow: 0, red: 0, gray: 0 };

/**
 * The semaphore and maturity overview: the whole specification's colours, then per topic its colours and
 * its current against target maturity.
 */
export function SpecificationOverview({ specification, elements }: SpecificationOverviewProps) {
  const { t } = useTranslation();
  const api = useApi();
  const overview = useQuery({
    queryKey: specificationQueryKeys.overview(specification.id),
    queryFn: ({ signal }) =>
      api.call(specificationRoutes.maturityOverview, { params: { id: specification } }, signal),
  });
  const coverage = useSpecificationCoverage(specification);
  const topics = elements.filter((element) => element.kind === 'topic');

  return (
    <Stack gap="lg">
      {specification.description !== null && <Text>{specification.description}</Text>}
      <SpecificationLicence specification={specification} />
      <Paper withBorder p="md" component="section" aria-labelledby="semaphore-overview">
        <Title order={2} size="h4" id="semaphore-overview" mb="sm">
          {t('specification.semaphoreOverview')}
        </Title>
        <SemaphoreSummary counts={specification.semaphore} />
        {topics.length > 0 && (
          <Table mt="md" striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('specification.topic')}</Table.Th>
                <Table.Th scope="col">{t('specification.semaphores')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {topics.map((topic) => (
                <Table.Tr key={topic.id}>
                  <Table.Th scope="row" fw={500}>
                    {`${topic.code} ${topic.name}`}
                  </Table.Th>
                  <Table.Td>
                    <SemaphoreBadges counts={topic.counts ?? noCounts} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      {coverage.data && (
        <MappingCoverage
          rows={coverage.data}
          heading={(title) => (
            <Title order={2} size="h4">
              {title}
            </Title>
          )}
        />
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="maturity-overview">
        <Title order={2} size="h4" id="maturity-overview" mb="sm">
          {t('specification.maturityOverview')}
        </Title>
        {overview.isPending ? (
          <InlineLoader />
        ) : overview.isError ? (
          <Text c="red">{t('forms.loadFailed')}</Text>
        ) : (
          <MaturityOverviewChart topics={overview.data} />
        )}
      </Paper>
    </Stack>
  );
}
