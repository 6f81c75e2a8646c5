import { type Item, itemSchema, linkedControlSchema } from '@praxis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { useLoadingOverlay } from '../../../components/useLoadingOverlay';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { itemsQueryKey } from '../../items/itemPaths';
import { type EntityRef, requirementPath, specificationQueryKeys } from '../specificationPaths';
import { useRequirementChanged } from './useRequirementChanged';
import { useRequirementPart } from './useRequirementPart';

const linkedList = linkedControlSchema.array();

/**
 * API-19/20: the controls linked to a requirement with their executions, and the changes to them: link
 * (one click from the suggestions, or picked from the register), unlink, and a new execution on an asset.
 */
export function useLinkedControls(requirement: EntityRef) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const overlay = useLoadingOverlay();
  const showApiError = useApiErrorToast();
  const changed = useRequirementChanged();
  const path = requirementPath(api, requirement, '/controls');
  const queryKey = specificationQueryKeys.requirement(requirement.id, 'controls');

  const load = useRequirementPart(
    requirement,
    (view) => view.controls,
    (signal) => api.get(path, linkedList, signal),
  );
  const controls = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });

  const link = useMutation({
    mutationFn: (control: EntityRef) => api.post(path, { controlId: control.id }, linkedList),
    onMutate: overlay.start,
    onSettled: overlay.finish,
    onSuccess: async (linked) => {
      queryClient.setQueryData(queryKey, linked);
      showSuccessToast(t('requirement.controls.linked'));
      await changed();
    },
    onError: (error) => showApiError(t('requirement.controls.notLinked'), error),
  });

  const unlinkPath = (control: EntityRef) =>
    `${path}/${api.apiVersion === 2 ? control.id : control.legacyId}`;

  const addExecution = useMutation({
    // Spec §7: POST /v1/Controls/{id}/Executions, the asset as a string.
    mutationFn: ({ control, asset }: { control: EntityRef; asset: Item }) =>
      api.post(
        `/v1/Controls/${control.legacyId}/Executions`,
        { controlId: control.legacyId, itemId: String(asset.legacyId), itemType: 'Asset' },
        itemSchema,
      ),
    onMutate: overlay.start,
    onSettled: overlay.finish,
    onSuccess: async () => {
      showSuccessToast(t('items.relationToasts.execution.added'));
      // The control's own lists (toolbox, details dialogs) show the new execution too.
      await queryClient.invalidateQueries({ queryKey: itemsQueryKey });
    },
    onError: (error) => showApiError(t('items.relationToasts.execution.notAdded'), error),
  });

  return { controls, link, unlinkPath, addExecution };
}
