import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Entity, requirementRoutes, type SuggestedControl } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { InlineLoader } from '../../../components/InlineLoader';
import { useApi } from '../../../lib/useApi';
import { specificationQueryKeys } from '../specificationQueryKeys';
import { useRequirementPart } from './useRequirementPart';

interface SuggestedControlsProps {
  requirement: Entity;
  editable: boolean;
  onLink: (control: SuggestedControl) => void;
}

/** The company's controls closest in wording to the requirement, narrowed by name; one click links. */
export function SuggestedControls({ requirement, editable, onLink }: SuggestedControlsProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter.trim(), 300);
  const own = (signal: AbortSignal) =>
    api.call(
      requirementRoutes.suggested,
      { params: { id: requirement }, query: debounced === '' ? {} : { filter: debounced } },
      signal,
    );
  // The view carries the unfiltered suggestions; a filter asks for its own.
  const unfiltered = useRequirementPart(requirement, (view) => view.suggested, own);
  const suggested = useQuery({
    queryKey: [...specificationQueryKeys.requirement(requirement.id, 'suggested'), debounced],
    queryFn: ({ signal }) => (debounced === '' ? unfiltered(signal) : own(signal)),
    // A list that fails to load is an empty list.
    retry: false,
  });
  const list = suggested.data ?? [];

  return (
    <CollapsibleSection title={t('requirement.suggested.title')} count={list.length} defaultOpen={editable}>
      <Stack gap="xs">
        <TextInput
          type="search"
          size="xs"
          label={t('requirement.suggested.filter')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
        {suggested.isPending ? (
          <InlineLoader />
        ) : list.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('requirement.suggested.none')}
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ul"
            aria-label={t('requirement.suggested.title')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {list.map((control) => (
              <Group key={control.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {control.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {[control.identifier, control.title].filter(Boolean).join(' · ')}
                  </Text>
                </div>
                {editable && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    aria-label={t('requirement.suggested.linkNamed', { name: control.name })}
                    onClick={() => onLink(control)}
                  >
                    {t('requirement.suggested.link')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </CollapsibleSection>
  );
}
