import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { type MappingDraft, mappingRoutes, type SpecificationElement } from '@praxis/contract';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { useRequirementChanged } from '../requirement/useRequirementChanged';
import { useRequirementPart } from '../requirement/useRequirementPart';

interface MappingDraftsProps {
  requirement: SpecificationElement;
  editable: boolean;
  queryKey: QueryKey;
}

/** The drafts 'Apply mapping' made for this requirement: what each would set, to confirm or discard. */
export function MappingDrafts({ requirement, editable, queryKey }: MappingDraftsProps) {
  const { t } = useTranslation();
  const api = useApi();
  const showApiError = useApiErrorToast();
  const queryClient = useQueryClient();
  const changed = useRequirementChanged();
  const load = useRequirementPart(
    requirement,
    (view) => view.mappingDrafts,
    (signal) => api.call(mappingRoutes.drafts, { params: { id: requirement } }, signal),
  );
  const drafts = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const confirm = useMutation({
    mutationFn: (draft: MappingDraft) => api.call(mappingRoutes.confirmDraft, { params: { id: draft.id } }),
    onSuccess: async (left) => {
      queryClient.setQueryData(queryKey, left);
      showSuccessToast(t('mappingDrafts.confirmed'));
      await changed();
    },
    onError: (error) => showApiError(t('mappingDrafts.notConfirmed'), error),
  });
  const discard = useMutation({
    mutationFn: (draft: MappingDraft) => api.send(mappingRoutes.discardDraft, { params: { id: draft.id } }),
    onSuccess: async () => {
      showSuccessToast(t('mappingDrafts.discarded'));
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => showApiError(t('mappingDrafts.notDiscarded'), error),
  });

  if (!drafts.data || drafts.data.length === 0) return null;
  const dash = t('mappedRequirements.none');
  return (
    <Stack gap="xs" mt="sm" component="section" aria-labelledby="mapping-drafts">
      <Title order={3} size="h5" id="mapping-drafts">
        {t('mappingDrafts.title')}
      </Title>
      {drafts.data.map((draft) => {
        const source = `${draft.source.specificationName} ${draft.source.code}`;
        return (
          <Paper
            key={draft.id}
            withBorder
            p="xs"
            component="article"
            aria-label={t('mappingDrafts.draftFrom', { source })}
          >
            <Text size="sm" fw={500}>
              {t('mappingDrafts.draftFrom', { source })}
            </Text>
            <List size="sm">
              <List.Item>
                {t('mappingDrafts.applicability', {
                  value:
                    draft.applicable === null
                      ? t('mappingDrafts.undecided')
                      : t(draft.applicable ? 'mappingDrafts.applies' : 'mappingDrafts.doesNotApply'),
                })}
              </List.Item>
              <List.Item>
                {t('mappingDrafts.controls', {
                  names: draft.controls.map((c) => c.name).join(', ') || dash,
                })}
              </List.Item>
              <List.Item>
                {t('mappedRequirements.levels', {
                  current: draft.maturity.current ?? dash,
                  target: draft.maturity.target ?? dash,
                })}
              </List.Item>
            </List>
            {editable && (
              <Group gap="xs" mt="xs">
                <Button size="xs" onClick={() => confirm.mutate(draft)} loading={confirm.isPending}>
                  {t('mappingDrafts.confirm')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => discard.mutate(draft)}
                  loading={discard.isPending}
                >
                  {t('mappingDrafts.discard')}
                </Button>
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
