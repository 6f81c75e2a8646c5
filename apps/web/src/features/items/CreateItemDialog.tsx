import { Textarea, TextInput } from '@mantine/core';
import {
  type CreatableCategory,
  createItemSchemas,
  type Item,
  isDescribed,
  itemRoutes,
  itemWriteRoutes,
  ownedBy,
} from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { useApi } from '../../lib/useApi';
import { ClassificationFields } from './fields/ClassificationFields';
import type { Classification } from './fields/classification';
import { type RatingField, RiskFields, type RiskRatings, ratingFields } from './fields/RiskFields';
import { useCategoryNames } from './useCategoryNames';

interface CreateItemDialogProps {
  category: CreatableCategory;
  onClose: () => void;
  /** Details mode: the new item goes to the caller (to be related) instead of only into the list. */
  onCreated?: (item: Item) => void;
}

/** What the inputs hold: texts, and the chosen class and categories as ids ('' while none is chosen). */
type CreateValues = Record<'name' | 'title' | 'definition' | keyof Classification | RatingField, string>;

const emptyItem: CreateValues = {
  name: '',
  title: '',
  definition: '',
  class: '',
  subClass: '',
  category: '',
  subCategory: '',
  inherentLikelihood: '',
  inherentConsequence: '',
  residualLikelihood: '',
  residualConsequence: '',
};

const ratingOf = (value: string) => (value === '' ? null : Number(value));
const ratingsOf = (values: CreateValues): RiskRatings => ({
  inherentLikelihood: ratingOf(values.inherentLikelihood),
  inherentConsequence: ratingOf(values.inherentConsequence),
  residualLikelihood: ratingOf(values.residualLikelihood),
  residualConsequence: ratingOf(values.residualConsequence),
});

const chosen = (value: string) => (value === '' ? undefined : value);

/** Threats and products created from a relation name their category their way. */
const aliases = { productCategoryId: 'category', threatCategoryId: 'category' } as const;

/** The create body, with the fields the register has and nothing else (the schemas are strict). */
function inputOf(category: CreatableCategory, detailsMode: boolean, values: CreateValues) {
  const input: Record<string, unknown> = {};
  if (values.name.trim() !== '') input.name = values.name.trim();
  if (category === 'Controls') input.title = values.title;
  if (isDescribed(category)) input.definition = chosen(values.definition.trim());
  if (category === 'Assets') {
    if (values.class !== '') input.class = Number(values.class);
    input.subClass = chosen(values.subClass);
  }
  if (category !== 'Controls') {
    const field =
      detailsMode && category === 'Products'
        ? 'productCategoryId'
        : detailsMode && category === 'Threats'
          ? 'threatCategoryId'
          : 'category';
    input[field] = chosen(values.category);
    input.subCategory = chosen(values.subCategory);
  }
  if (category === 'Threats') {
    for (const field of ratingFields) {
      if (values[field] !== '') input[field] = Number(values[field]);
    }
  }
  return input;
}

const classificationOf = (values: CreateValues): Classification => ({
  class: values.class || null,
  subClass: values.subClass || null,
  category: values.category || null,
  subCategory: values.subCategory || null,
});

/** The create-new-item dialog: one form for every register, with the fields that register has. */
export function CreateItemDialog({ category, onClose, onCreated }: CreateItemDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const names = useCategoryNames(category);
  const detailsMode = onCreated !== undefined;
  const nextName = useQuery({
    queryKey: [...itemsQueryKey, category, 'next-name'],
    queryFn: ({ signal }) => api.call(ownedBy(itemRoutes.nextName, category), {}, signal),
    staleTime: 0,
  });

  return (
    <FormDialog
      title={names.createNew}
      submitLabel={detailsMode ? t('items.createAndAdd') : t('items.create')}
      schema={createItemSchemas[category]}
      initialValues={emptyItem}
      toInput={(values) => inputOf(category, detailsMode, values)}
      aliases={aliases}
      save={(input) => api.call(itemWriteRoutes(category).create, { body: input })}
      succeeded={(_input, item) => t('items.created', { category: names.singular, name: item.name })}
      failed={t('items.notCreated', { category: names.singular })}
      invalidates={[itemsQueryKey]}
      onSaved={onCreated}
      onClose={onClose}
      fields={(form) => (
        <>
          <TextInput
            label={t('items.fields.name')}
            withAsterisk
            placeholder={t('items.namePlaceholder')}
            description={nextName.data && t('items.nameDescription', { name: nextName.data.name })}
            maxLength={200}
            {...form.textProps('name')}
            data-autofocus
          />
          {category === 'Controls' && (
            <TextInput
              label={t('items.fields.title')}
              withAsterisk
              maxLength={500}
              {...form.textProps('title')}
            />
          )}
          {isDescribed(category) && (
            <Textarea
              label={t('items.fields.definition')}
              rows={3}
              resize="vertical"
              maxLength={10_000}
              {...form.textProps('definition')}
            />
          )}
          <ClassificationFields
            category={category}
            value={classificationOf(form.values)}
            onChange={(next) =>
              form.change({
                class: next.class ?? '',
                subClass: next.subClass ?? '',
                category: next.category ?? '',
                subCategory: next.subCategory ?? '',
              })
            }
            errors={{
              class: form.problemText('class'),
              subClass: form.problemText('subClass'),
              category: form.problemText('category'),
              subCategory: form.problemText('subCategory'),
            }}
          />
          {category === 'Threats' && (
            <RiskFields
              value={ratingsOf(form.values)}
              onChange={(change) =>
                form.change(
                  Object.fromEntries(
                    Object.entries(change).map(([field, value]) => [
                      field,
                      value === null ? '' : String(value),
                    ]),
                  ),
                )
              }
              errors={Object.fromEntries(ratingFields.map((field) => [field, form.problemText(field)]))}
            />
          )}
        </>
      )}
    />
  );
}
