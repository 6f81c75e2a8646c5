import {
  type CreatableCategory,
  type Item,
  type ItemInput,
  itemWriteRoutes,
  updateItemSchemas,
} from '@praxis/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { type Problem, useMessageText } from '../../../components/form/useMessageText';
import { problemsOf, refusalIssues } from '../../../components/form/useSchemaForm';
import { itemsQueryKey } from '../../../lib/itemsQueryKey';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { itemQueryKeys } from '../itemQueryKeys';

/**
 * The update objects that are whole: each field as it stands, the change on top, whatever changed. An asset's
 * is its name, definition, category, sub-category and type; a product's its name and category; a control's
 * its name and title. The other registers send the change alone.
 */
const updateObjects: Partial<Record<CreatableCategory, (item: Item) => ItemInput>> = {
  Assets: (asset) => ({
    name: asset.name,
    definition: asset.definition ?? null,
    category: asset.category?.id ?? null,
    subCategory: asset.subCategory?.id ?? null,
    type: asset.type ?? null,
  }),
  Products: (product) => ({ name: product.name, category: product.category?.id ?? null }),
  // Every control is made with its reference; were one without, the server would ask for it at its field.
  Controls: (control) => ({ name: control.name, title: control.title ?? '' }),
};

type Field = keyof ItemInput & string;

/**
 * Sends the register's update object, toasting 'Item was updated' or 'item was not updated'.
 * The change is checked with the contract's update schema first, and a problem, the schema's or the server's
 * ('body.category: Category not found'), is shown at its field until that field changes again.
 */
export function useItemUpdate(category: CreatableCategory, item: Item) {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const queryKey = itemQueryKeys.item(category, item.id);
  const messageText = useMessageText();
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  /** The fields of a change lose their old problems and take the new ones; other fields keep theirs. */
  const showProblems = (fields: Field[], found: Partial<Record<Field, Problem>>) =>
    setProblems((current) => ({
      ...Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as Field))),
      ...found,
    }));
  const mutation = useMutation({
    // One at a time, each built on the answer to the one before: a whole update object sent while an
    // earlier change is on its way would undo that change.
    scope: { id: queryKey.join('/') },
    mutationFn: (changes: ItemInput) => {
      const current = queryClient.getQueryData<Item>(queryKey) ?? item;
      const whole = updateObjects[category]?.(current) ?? {};
      const body = { id: current.legacyId, ...whole, ...changes };
      return api.call(itemWriteRoutes(category).update, { body });
    },
    onSuccess: async (updated) => {
      showSuccessToast(t('forms.updated'));
      queryClient.setQueryData(queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: itemsQueryKey });
    },
    onError: (error, changes) => {
      const fields = Object.keys(changes) as Field[];
      showProblems(fields, problemsOf(refusalIssues(error) ?? [], fields));
      showApiError(t('forms.notUpdated'), error);
    },
  });

  const update = (changes: ItemInput) => {
    const fields = Object.keys(changes) as Field[];
    const checked = updateItemSchemas[category].safeParse({ id: item.legacyId, ...changes });
    showProblems(fields, checked.success ? {} : problemsOf(checked.error.issues, fields));
    if (checked.success) mutation.mutate(changes);
  };
  const problemText = (field: Field) => {
    const problem = problems[field];
    return problem && messageText(problem);
  };
  return { update, problemText };
}
