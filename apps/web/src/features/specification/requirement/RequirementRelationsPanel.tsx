import { type Item, type RequirementRelationCategory, requirementRelationsSchema } from '@praxis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { InlineLoader } from '../../../components/InlineLoader';
import { useLoadingOverlay } from '../../../components/useLoadingOverlay';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { type EntityRef, requirementPath, specificationQueryKeys } from '../specificationPaths';
import { RequirementRelationSection } from './RequirementRelationSection';
import { useRequirementPart } from './useRequirementPart';

interface RequirementRelationsPanelProps {
  requirement: EntityRef;
  editable: boolean;
}

/** The requirement's assets, products, threats and treatments, each added and removed in place. */
export function RequirementRelationsPanel({ requirement, editable }: RequirementRelationsPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const overlay = useLoadingOverlay();
  const showApiError = useApiErrorToast();
  const queryKey = specificationQueryKeys.requirement(requirement.id, 'relations');
  const load = useRequirementPart(
    requirement,
    (view) => view.relations,
    (signal) => api.get(requirementPath(api, requirement, '/relations'), requirementRelationsSchema, signal),
  );
  const relations = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const pathOf = (category: RequirementRelationCategory, item: EntityRef) =>
    requirementPath(api, requirement, `/${category}/${api.apiVersion === 2 ? item.id : item.legacyId}`);

  const add = useMutation({
    mutationFn: ({ category, item }: { category: RequirementRelationCategory; item: Item }) =>
      api.post(pathOf(category, item), undefined, requirementRelationsSchema),
    onMutate: overlay.start,
    onSettled: overlay.finish,
    onSuccess: (answer, { item }) => {
      queryClient.setQueryData(queryKey, answer);
      showSuccessToast(t('requirement.relations.added', { name: item.name }));
    },
    onError: (error, { item }) =>
      showApiError(t('requirement.relations.notAdded', { name: item.name }), error),
  });

  if (relations.data === undefined) return <InlineLoader />;
  return relations.data.map((group) => (
    <RequirementRelationSection
      key={group.category}
      category={group.category}
      items={group.items}
      editable={editable}
      onAdd={(item) => add.mutate({ category: group.category, item })}
      onRemove={(item) => api.delete(pathOf(group.category, item))}
    />
  ));
}
