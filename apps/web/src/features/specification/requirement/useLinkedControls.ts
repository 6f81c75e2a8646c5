import { type Entity, type Item, requirementRoutes } from '@praxis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { useLoadingOverlay } from '../../../components/useLoadingOverlay';
import { itemsQueryKey } from '../../../lib/itemsQueryKey';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { executeControl } from '../../items/relations/connections';
import { specificationQueryKeys } from '../specificationQueryKeys';
import { useRequirementChanged } from './useRequirementChanged';
import { useRequirementPart } from './useRequirementPart';

/**
 * The controls linked to a requirement with their executions, and the changes to them: link
 * (one click from the suggestions, or picked from the register), unlink, and a new execution on an asset.
 */
export function useLinkedControls(requirement: Entity) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const overlay = useLoadingOverlay();
  const showApiError = useApiErrorToast();
  const changed = useRequirementChanged();
  const params = { id: requirement };
  const queryKey = specificationQueryKeys.requirement(requirement.id, 'controls');

  const load = useRequirementPart(
    requirement,
    (view) => view.controls,
    (signal) => api.call(requirementRoutes.controls, { params }, signal),
  );
  const controls = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });

  const link = useMutation({
    mutationFn: (control: Entity) =>
      api.call(requirementRoutes.linkControl, { params, body: { controlId: control.id } }),
    onMutate: overlay.start,
    onSettled: overlay.finish,
    onSuccess: async (linked) => {
      queryClient.setQueryData(queryKey, linked);
      showSuccessToast(t('requirement.controls.linked'));
      await changed();
    },
    onError: (error) => showApiError(t('requirement.controls.notLinked'), error),
  });

  const unlink = (control: Entity) =>
    api.send(requirementRoutes.unlinkControl, { params: { ...params, controlId: control } });

  const addExecution = useMutation({
    mutationFn: ({ control, asset }: { control: Entity; asset: Item }) => executeControl(api, control, asset),
    onMutate: overlay.start,
    onSettled: overlay.finish,
    onSuccess: async () => {
      showSuccessToast(t('items.relationToasts.execution.added'));
      // The control's own lists (toolbox, details dialogs) show the new execution too.
      await queryClient.invalidateQueries({ queryKey: itemsQueryKey });
    },
    onError: (error) => showApiError(t('items.relationToasts.execution.notAdded'), error),
  });

  return { controls, link, unlink, addExecution };
}
