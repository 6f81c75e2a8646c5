import { Select, Stack, Switch, Text } from '@mantine/core';
import { type Entity, type Label, type SpecificationElement, specificationRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/useApi';
import { specificationQueryKeys } from '../specificationQueryKeys';
import { withLabel } from './indexTree';
import { NavigationIndex } from './NavigationIndex';

/** The labels the requirements of a specification carry, by name. */
function labelsIn(elements: readonly SpecificationElement[]): Label[] {
  const byId = new Map(
    elements.flatMap((element) => element.labels.map((label) => [label.id, label] as const)),
  );
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

type LabelledNavigationIndexProps = Omit<ComponentProps<typeof NavigationIndex>, 'projected'> & {
  specification: Entity;
};

/**
 * The navigation index with a choice of label above it that narrows it to the requirements carrying one,
 * and a switch that shows, on requirements without their own assessment, colours projected from mapped ones.
 */
export function LabelledNavigationIndex({ specification, ...props }: LabelledNavigationIndexProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [showProjected, setShowProjected] = useState(false);
  const projection = useQuery({
    queryKey: [...specificationQueryKeys.specification(specification.id), 'projection'],
    queryFn: ({ signal }) =>
      api.call(specificationRoutes.projection, { params: { id: specification } }, signal),
    enabled: showProjected,
  });
  const projected = useMemo(
    () =>
      showProjected && projection.data
        ? new Map(projection.data.map((p) => [p.requirementId, p.semaphore]))
        : undefined,
    [showProjected, projection.data],
  );
  const { elements } = props;
  const labels = useMemo(() => labelsIn(elements), [elements]);
  const [labelId, setLabelId] = useState<string | null>(null);
  const chosen = labelId !== null && labels.some((label) => label.id === labelId) ? labelId : null;
  const shown = useMemo(() => (chosen === null ? elements : withLabel(elements, chosen)), [elements, chosen]);

  return (
    <Stack gap="xs">
      <Switch
        size="xs"
        label={t('navigationIndex.showProjected')}
        description={showProjected ? t('navigationIndex.projectedLegend') : undefined}
        checked={showProjected}
        onChange={(event) => setShowProjected(event.currentTarget.checked)}
      />
      {labels.length > 0 && (
        <Select
          label={t('labels.filterIndex')}
          placeholder={t('labels.filterIndexPlaceholder')}
          data={labels.map((label) => ({ value: label.id, label: label.name }))}
          value={chosen}
          onChange={setLabelId}
          clearable
          size="xs"
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {chosen !== null && shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('labels.noMatch')}
        </Text>
      ) : (
        // A new choice opens the tree anew, every topic open, so what matched shows at once.
        <NavigationIndex
          key={chosen ?? ''}
          {...props}
          elements={shown}
          expandAll={chosen !== null}
          projected={projected}
        />
      )}
    </Stack>
  );
}
