import { MultiSelect } from '@mantine/core';
import {
  type DocumentationOwnerCategory,
  type Entity,
  type Label,
  labelRoutes,
  ownedBy,
  type PutOwnerLabels,
} from '@praxis/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { showSuccessToast } from '../../lib/toast';
import { useApi } from '../../lib/useApi';
import { LabelBadge } from './LabelBadge';
import { LabelList } from './LabelList';
import { useLabels } from './useLabels';

interface LabelPickerProps {
  /** An item's register, or 'Requirements'. */
  category: DocumentationOwnerCategory;
  owner: Entity;
  /** The labels the owner's answer carries. */
  labels: Label[];
  editable: boolean;
}

/** The labels on an item or a requirement: a multi-select that saves each change, or the badges alone. */
export function LabelPicker({ category, owner, labels, editable }: LabelPickerProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const all = useLabels();
  const [chosen, setChosen] = useState(() => labels.map((l) => l.id));
  const shownIds = labels.map((l) => l.id).join();
  // A reload of the owner (another tab, a deleted label) replaces what the control shows.
  useEffect(() => setChosen(shownIds === '' ? [] : shownIds.split(',')), [shownIds]);

  const save = useMutation({
    mutationFn: (body: PutOwnerLabels) =>
      api.call(ownedBy(labelRoutes.putOnOwner, category), { params: { id: owner }, body }),
    onSuccess: () => {
      showSuccessToast(t('labels.saved'));
      return queryClient.invalidateQueries({ queryKey: itemsQueryKey });
    },
    onError: (error) => {
      setChosen(labels.map((l) => l.id));
      showApiError(t('labels.notSaved'), error);
    },
  });

  if (!editable) {
    return labels.length === 0 ? null : <LabelList labels={labels} />;
  }
  const byId = new Map((all.data ?? labels).map((l) => [l.id, l]));
  return (
    <MultiSelect
      label={t('labels.pickerLabel')}
      placeholder={chosen.length === 0 ? t('labels.pickerPlaceholder') : undefined}
      nothingFoundMessage={t('labels.noneDefined')}
      data={[...byId.values()].map((l) => ({ value: l.id, label: l.name }))}
      value={chosen}
      searchable
      clearable
      disabled={save.isPending}
      onChange={(labelIds) => {
        setChosen(labelIds);
        save.mutate({ labelIds });
      }}
      renderOption={({ option }) => {
        const label = byId.get(option.value);
        return label ? <LabelBadge label={label} /> : option.label;
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
