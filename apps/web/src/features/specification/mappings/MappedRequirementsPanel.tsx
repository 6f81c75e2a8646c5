import { Anchor, Button, Checkbox, Stack, Table, Text, Title } from '@mantine/core';
import { type MappedStanding, mappingRoutes, type SpecificationElement } from '@praxis/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { SemaphoreDot } from '../../../components/charts/SemaphoreDot';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { Loaded } from '../../../components/Loaded';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { specificationQueryKeys } from '../specificationQueryKeys';
import { MappingDrafts } from './MappingDrafts';
import { MappingGraph } from './MappingGraph';
import { mappedRequirementAddress } from './mappedAddress';
import { useMapped } from './useMapped';

interface MappedRequirementsPanelProps {
  requirement: SpecificationElement;
  editable: boolean;
}

/** One side of the mappings: each other requirement with its colour, maturity and relationship. */
function MappedTable({
  caption,
  rows,
  selected,
  onSelect,
}: {
  caption: string;
  rows: MappedStanding[];
  selected?: Set<string>;
  onSelect?: (mappingId: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const dash = t('mappedRequirements.none');
  return (
    <Table striped withTableBorder>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>
        {caption}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {onSelect && <Table.Th scope="col">{t('mappedRequirements.select')}</Table.Th>}
          <Table.Th scope="col">{t('mappedRequirements.requirement')}</Table.Th>
          <Table.Th scope="col">{t('mappedRequirements.relationship')}</Table.Th>
          <Table.Th scope="col">{t('requirement.semaphore')}</Table.Th>
          <Table.Th scope="col">{t('mappedRequirements.maturity')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const name = `${row.requirement.specificationName} ${row.requirement.code} ${row.requirement.name}`;
          return (
            <Table.Tr key={row.mappingId}>
              {onSelect && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('mappedRequirements.choose', { name })}
                    checked={selected?.has(row.mappingId) ?? false}
                    disabled={!row.assessed}
                    onChange={(event) => onSelect(row.mappingId, event.currentTarget.checked)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Anchor component={Link} to={mappedRequirementAddress(row.requirement)} size="sm">
                  {name}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`mappings.relationships.${row.relationship}`)}</Table.Td>
              <Table.Td>
                {row.assessed ? (
                  <SemaphoreDot colour={row.semaphore} withLabel />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('mappedRequirements.notAssessed')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {t('mappedRequirements.levels', {
                  current: row.maturity.current ?? dash,
                  target: row.maturity.target ?? dash,
                })}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Assess once, see everywhere: the requirements mapped from and to this one with how each
 * stands, a graph of them, and 'Apply mapping', which copies chosen sources' assessments into drafts of
 * this requirement that change nothing until someone confirms them.
 */
export function MappedRequirementsPanel({ requirement, editable }: MappedRequirementsPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const showApiError = useApiErrorToast();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const mapped = useMapped(requirement);
  const draftsKey = specificationQueryKeys.requirement(requirement.id, 'mapping-drafts');
  const apply = useMutation({
    mutationFn: () =>
      api.call(mappingRoutes.createDrafts, {
        params: { id: requirement },
        body: { mappingIds: [...selected] },
      }),
    onSuccess: (drafts) => {
      queryClient.setQueryData(draftsKey, drafts);
      setSelected(new Set());
      showSuccessToast(t('mappingDrafts.created'));
    },
    onError: (error) => showApiError(t('mappingDrafts.notCreated'), error),
  });

  return (
    <CollapsibleSection
      title={t('mappedRequirements.title')}
      count={mapped.data && mapped.data.from.length + mapped.data.to.length}
    >
      <Loaded query={mapped}>
        {(data) =>
          data.from.length + data.to.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('mappedRequirements.empty')}
            </Text>
          ) : (
            <Stack gap="sm">
              {data.from.length > 0 && (
                <MappedTable
                  caption={t('mappedRequirements.from')}
                  rows={data.from}
                  selected={selected}
                  onSelect={
                    editable
                      ? (id, on) =>
                          setSelected((current) => {
                            const next = new Set(current);
                            if (on) next.add(id);
                            else next.delete(id);
                            return next;
                          })
                      : undefined
                  }
                />
              )}
              {editable && data.from.length > 0 && (
                <Button
                  size="xs"
                  variant="light"
                  disabled={selected.size === 0}
                  loading={apply.isPending}
                  onClick={() => apply.mutate()}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('mappingDrafts.apply')}
                </Button>
              )}
              {data.to.length > 0 && <MappedTable caption={t('mappedRequirements.to')} rows={data.to} />}
              <Title order={3} size="h5">
                {t('mappingGraph.title')}
              </Title>
              <MappingGraph requirement={requirement} mapped={data} />
            </Stack>
          )
        }
      </Loaded>
      <MappingDrafts requirement={requirement} editable={editable} queryKey={draftsKey} />
    </CollapsibleSection>
  );
}
