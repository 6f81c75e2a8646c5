import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  type CreatableCategory,
  createItemSchemas,
  type Item,
  type ItemInput,
  itemSchema,
  nextNameSchema,
} from '@praxis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { showSuccessToast } from '../../lib/toast';
import { useApi } from '../../lib/useApi';
import { ClassificationFields } from './ClassificationFields';
import { type Classification, noClassification } from './classification';
import { itemsQueryKey } from './itemPaths';
import { useCategoryNames } from './useCategoryNames';

interface CreateItemDialogProps {
  category: CreatableCategory;
  onClose: () => void;
  /** Details mode: the new item goes to the caller (to be related) instead of only into the list. */
  onCreated?: (item: Item) => void;
}

const orNull = (value: string | null) => value ?? undefined;

/** The create body of spec §3; threats and products created from a relation name their category their way. */
function inputOf(
  category: CreatableCategory,
  detailsMode: boolean,
  name: string,
  title: string,
  { class: assetClass, subClass, category: categoryId, subCategory }: Classification,
): ItemInput {
  const input: ItemInput = {};
  if (name.trim() !== '') input.name = name.trim();
  if (category === 'Controls') input.title = title;
  if (category === 'Assets') {
    if (assetClass !== null) input.class = Number(assetClass);
    input.subClass = orNull(subClass);
  }
  if (category !== 'Controls') {
    const field =
      detailsMode && category === 'Products'
        ? 'productCategoryId'
        : detailsMode && category === 'Threats'
          ? 'threatCategoryId'
          : 'category';
    input[field] = orNull(categoryId);
    input.subCategory = orNull(subCategory);
  }
  return input;
}

/** Spec §2 create-new-item dialog: one form for every register, with the fields that register has. */
export function CreateItemDialog({ category, onClose, onCreated }: CreateItemDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const names = useCategoryNames(category);
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [classification, setClassification] = useState(noClassification);
  const [problems, setProblems] = useState<{ class?: string; title?: string }>({});
  const detailsMode = onCreated !== undefined;

  const nextName = useQuery({
    queryKey: [...itemsQueryKey, category, 'next-name'],
    queryFn: ({ signal }) => api.get(`/v1/${category}/next-name`, nextNameSchema, signal),
    staleTime: 0,
  });
  const create = useMutation({
    mutationFn: (input: ItemInput) => api.post(`/v1/${category}`, input, itemSchema),
    onSuccess: async (item) => {
      showSuccessToast(t('items.created', { category: names.singular, name: item.name }));
      onCreated?.(item);
      onClose();
      await queryClient.invalidateQueries({ queryKey: itemsQueryKey });
    },
    onError: (error) => showApiError(t('items.notCreated', { category: names.singular }), error),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputOf(category, detailsMode, name, title, classification);
    const result = createItemSchemas[category].safeParse(input);
    if (!result.success) {
      const fields = new Set(result.error.issues.map((issue) => String(issue.path[0])));
      // Spec §5: no class stops the creation with 'Class not selected'; a control needs its title.
      setProblems({
        class: fields.has('class') ? t('items.classNotSelected') : undefined,
        title: fields.has('title') ? t('forms.messages.required') : undefined,
      });
      return;
    }
    setProblems({});
    create.mutate(input);
  };

  const dialogTitle = t('items.createNew', { category: names.lower });
  return (
    <Modal opened onClose={onClose} title={dialogTitle} closeButtonProps={{ 'aria-label': t('forms.close') }}>
      <form aria-label={dialogTitle} noValidate onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('items.fields.name')}
            withAsterisk
            placeholder={t('items.namePlaceholder')}
            description={nextName.data && t('items.nameDescription', { name: nextName.data.name })}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          {category === 'Controls' && (
            <TextInput
              label={t('items.fields.title')}
              withAsterisk
              value={title}
              maxLength={500}
              error={problems.title}
              onChange={(event) => setTitle(event.currentTarget.value)}
            />
          )}
          <ClassificationFields
            category={category}
            value={classification}
            onChange={(next) => {
              setClassification(next);
              if (next.class !== null) setProblems((p) => ({ ...p, class: undefined }));
            }}
            classError={problems.class}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('forms.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {detailsMode ? t('items.createAndAdd') : t('items.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
