import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../lib/toast';
import { useApiErrorToast } from './useApiErrorToast';
import { type FormValues, type SchemaFormOptions, useSchemaForm } from './useSchemaForm';

export interface SavingFormOptions<V extends FormValues, T, A = unknown> extends SchemaFormOptions<V, T> {
  save: (input: T) => Promise<A>;
  /** The success toast, told what was saved and what the server answered. */
  succeeded: (input: T, answer: A) => string;
  /** The error toast's summary. */
  failed: string;
  /** What to load again once saved, so every screen showing this data shows the saved state. */
  invalidates: QueryKey[];
  onSaved?: (answer: A) => void;
}

/**
 * A form validated with a contract schema and the one call that saves it: valid input is sent, the answer
 * is toasted, and the details of a refusal land on the fields they name.
 */
export function useSavingForm<V extends FormValues, T, A = unknown>({
  save,
  succeeded,
  failed,
  invalidates,
  onSaved,
  ...formOptions
}: SavingFormOptions<V, T, A>) {
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const form = useSchemaForm(formOptions);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (answer, input) => {
      showSuccessToast(succeeded(input, answer));
      onSaved?.(answer);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      form.showServerProblems(error);
      showApiError(failed, error);
    },
  });
  return { form, saving: mutation.isPending, onSubmit: form.onSubmit((input) => mutation.mutate(input)) };
}
