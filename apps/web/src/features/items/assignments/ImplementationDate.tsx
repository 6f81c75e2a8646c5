import { type Checkpoints, checkpointsSchema } from '@praxis/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { itemsQueryKey } from '../itemPaths';
import { dayOf } from './slots';

interface ImplementationDateProps {
  /** An execution as a relation row or a requirement's linked control has it. */
  execution: { legacyId: number; checkpoints?: Checkpoints };
  editable: boolean;
}

/** The implementation date on a related execution's row (spec §2, §4): saving it updates the row. */
export function ImplementationDate({ execution, editable }: ImplementationDateProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const save = useMutation({
    // Spec §7: the details dialog sends the implementation date alone.
    mutationFn: (implementedDate: string) =>
      api.put(`/v1/Executions/${execution.legacyId}/checkpoints`, { implementedDate }, checkpointsSchema),
    onSuccess: async () => {
      showSuccessToast(t('items.checkpointsSaved'));
      await queryClient.invalidateQueries({ queryKey: itemsQueryKey });
    },
    onError: (error) => showApiError(t('items.checkpointsNotSaved'), error),
  });
  return (
    <DateField
      label={t('items.checkpoints.implementedDate')}
      value={dayOf(execution.checkpoints?.implementedDate)}
      readOnly={!editable}
      onChange={(date) => save.mutate(date)}
    />
  );
}
