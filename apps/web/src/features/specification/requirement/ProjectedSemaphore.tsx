import { Group, Text } from '@mantine/core';
import type { Projection } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { SemaphoreDot } from '../../../components/charts/SemaphoreDot';

/**
 * A colour projected from mapped sources, never to be taken for the requirement's own: a dashed ring,
 * the word 'projected' (or 'partial, needs review') and where it came from.
 */
export function ProjectedSemaphore({ projection }: { projection: Projection }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} mt={4} wrap="wrap">
      <Text size="sm" fw={500}>
        {t(`projection.kinds.${projection.kind}`)}
      </Text>
      <SemaphoreDot colour={projection.semaphore} withLabel projected />
      <Text size="sm" c="dimmed">
        {t('projection.from', {
          sources: projection.sources
            .map((s) => `${s.requirement.specificationName} ${s.requirement.code}`)
            .join(', '),
        })}
      </Text>
    </Group>
  );
}
