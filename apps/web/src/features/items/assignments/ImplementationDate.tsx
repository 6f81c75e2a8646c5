import { atVersion, type Checkpoints, checkpointRoutes, ownedBy } from '@praxis/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { itemsQueryKey } from '../../../lib/itemsQueryKey';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { dayOf } from './slots';

interface ImplementationDateProps {
  /** An execution as a relation row or a requirement's linked control has it. */
  execution: { legacyId: number; checkpoints?: Checkpoints };
  editable: boolean;
}

/** The implementation date on a related execution's row: saving it updates the row. */
export function ImplementationDate({ execution, editable }: ImplementationDateProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const save = useMutation({
    // The implementation date alone; the row names the execution by its legacy id, which only v1 takes.
    mutationFn: (implementedDate: string) =>
      api.call(atVersion(ownedBy(checkpointRoutes.Executions.put, 'Executions'), 1), {
        params: { id: String(execution.legacyId) },
        body: { implementedDate },
      }),
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
