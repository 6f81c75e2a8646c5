import { Select, Stack, Text } from '@mantine/core';
import type { Label, SpecificationElement } from '@praxis/contract';
import { type ComponentProps, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLabel } from './indexTree';
import { NavigationIndex } from './NavigationIndex';

/** The labels the requirements of a specification carry, by name. */
function labelsIn(elements: readonly SpecificationElement[]): Label[] {
  const byId = new Map(
    elements.flatMap((element) => element.labels.map((label) => [label.id, label] as const)),
  );
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The navigation index with a choice of label above it that narrows it to the requirements carrying one. */
export function LabelledNavigationIndex(props: ComponentProps<typeof NavigationIndex>) {
  const { t } = useTranslation();
  const { elements } = props;
  const labels = useMemo(() => labelsIn(elements), [elements]);
  const [labelId, setLabelId] = useState<string | null>(null);
  const chosen = labelId !== null && labels.some((label) => label.id === labelId) ? labelId : null;
  const shown = useMemo(() => (chosen === null ? elements : withLabel(elements, chosen)), [elements, chosen]);

  return (
    <Stack gap="xs">
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
        <NavigationIndex key={chosen ?? ''} {...props} elements={shown} expandAll={chosen !== null} />
      )}
    </Stack>
  );
}
