import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../lib/toast';
import { useApiErrorToast } from './useApiErrorToast';
import { type FormValues, type SchemaFormOptions, useSchemaForm } from './useSchemaForm';

export interface SavingFormOptions<V extends FormValues, T> extends SchemaFormOptions<V, T> {
  save: (input: T) => Promise<unknown>;
  /** The success toast, told what was saved. */
  succeeded: (input: T) => string;
  /** The error toast's summary. */
  failed: string;
  /** What to load again once saved, so every screen showing this data shows the saved state. */
  invalidates: QueryKey[];
  onSaved?: () => void;
}

/**
 * A form validated with a contract schema and the one call that saves it: valid input is sent, the answer
 * is toasted (spec §8), and a 400's details land on the fields they name.
 */
export function useSavingForm<V extends FormValues, T>({
  save,
  succeeded,
  failed,
  invalidates,
  onSaved,
  ...formOptions
}: SavingFormOptions<V, T>) {
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const form = useSchemaForm(formOptions);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (_answer, input) => {
      showSuccessToast(succeeded(input));
      onSaved?.();
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      form.showServerProblems(error);
      showApiError(failed, error);
    },
  });
  return { form, saving: mutation.isPending, onSubmit: form.onSubmit((input) => mutation.mutate(input)) };
}
