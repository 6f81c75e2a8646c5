import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type Entity, mappingRoutes, type RequirementMapping } from '@praxis/contract';
import IconPencil from '@tabler/icons-react/icons/IconPencil';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { IconButton } from '../../../components/IconButton';
import { InlineLoader } from '../../../components/InlineLoader';
import { useApi } from '../../../lib/useApi';
import { useRequirementPart } from '../requirement/useRequirementPart';
import { DeleteMappingDialog } from './DeleteMappingDialog';
import { MappingDialog } from './MappingDialog';
import { requirementMappingsQueryKey } from './mappingQueryKeys';
import { otherEnd } from './otherEnd';

interface MappingsPanelProps {
  requirement: Entity;
  editable: boolean;
}

/**
 * The requirement's mappings to and from requirements of other specifications, each with its
 * relationship, strength and origin; people who write add, edit and remove them one by one.
 */
export function MappingsPanel({ requirement, editable }: MappingsPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const load = useRequirementPart(
    requirement,
    (view) => view.mappings,
    (signal) => api.call(mappingRoutes.ofRequirement, { params: { id: requirement } }, signal),
  );
  const mappings = useQuery({
    queryKey: requirementMappingsQueryKey(requirement),
    queryFn: ({ signal }) => load(signal),
  });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<RequirementMapping | null>(null);
  const [removing, setRemoving] = useState<RequirementMapping | null>(null);
  const list = mappings.data ?? [];

  return (
    <>
      <CollapsibleSection
        title={t('mappings.title')}
        count={list.length}
        actions={
          editable && (
            <Button size="xs" variant="light" onClick={() => setAdding(true)}>
              {t('mappings.add')}
            </Button>
          )
        }
      >
        {mappings.isPending ? (
          <InlineLoader />
        ) : list.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('mappings.none')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((mapping) => {
              const other = otherEnd(mapping);
              const name = other.label;
              return (
                <Paper key={mapping.id} component="li" withBorder p="xs" aria-label={name}>
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Text size="xs" c="dimmed">
                        {t(`mappings.direction.${mapping.direction}`, {
                          specification: other.specificationName,
                        })}
                      </Text>
                      <Text size="sm" fw={600}>
                        {name}
                      </Text>
                      <Group gap={6} mt={4}>
                        <Badge variant="light" size="sm">
                          {t(`mappings.relationships.${mapping.relationship}`)}
                        </Badge>
                        {mapping.strength !== null && (
                          <Text size="xs">{t('mappings.strengthOf', { strength: mapping.strength })}</Text>
                        )}
                        <Text size="xs" c="dimmed">
                          {mapping.origin === 'imported'
                            ? t('mappings.origin.imported', {
                                collection: mapping.collection?.title ?? t('mappings.csvFile'),
                              })
                            : t('mappings.origin.manual', { name: mapping.createdBy?.name ?? '—' })}
                        </Text>
                      </Group>
                      {mapping.rationale !== null && (
                        <Text size="xs" mt={4}>
                          {mapping.rationale}
                        </Text>
                      )}
                    </div>
                    {editable && (
                      <Group gap={2} wrap="nowrap">
                        <IconButton
                          label={t('mappings.editNamed', { name })}
                          icon={IconPencil}
                          data-testid="edit-mapping"
                          onClick={() => setEditing(mapping)}
                        />
                        <IconButton
                          label={t('mappings.removeNamed', { name })}
                          icon={IconTrash}
                          color="red"
                          data-testid="remove-mapping"
                          onClick={() => setRemoving(mapping)}
                        />
                      </Group>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </CollapsibleSection>
      {adding && <MappingDialog requirement={requirement} onClose={() => setAdding(false)} />}
      {editing !== null && (
        <MappingDialog requirement={requirement} mapping={editing} onClose={() => setEditing(null)} />
      )}
      {removing !== null && <DeleteMappingDialog mapping={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
