import {
  type Entity,
  type Item,
  type RequirementRelationCategory,
  requirementRoutes,
} from '@praxis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { InlineLoader } from '../../../components/InlineLoader';
import { useLoadingOverlay } from '../../../components/useLoadingOverlay';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { specificationQueryKeys } from '../specificationQueryKeys';
import { RequirementRelationSection } from './RequirementRelationSection';
import { useRequirementPart } from './useRequirementPart';

interface RequirementRelationsPanelProps {
  requirement: Entity;
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
    (signal) => api.call(requirementRoutes.relations, { params: { id: requirement } }, signal),
  );
  const relations = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const params = (category: RequirementRelationCategory, item: Entity) => ({
    id: requirement,
    category,
    itemId: item,
  });

  const add = useMutation({
    mutationFn: ({ category, item }: { category: RequirementRelationCategory; item: Item }) =>
      api.call(requirementRoutes.relate, { params: params(category, item) }),
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
      onRemove={(item) => api.send(requirementRoutes.unrelate, { params: params(group.category, item) })}
    />
  ));
}
