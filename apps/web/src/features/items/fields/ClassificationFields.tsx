import { assetClasses, type ItemCategory, isCategorised } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { CreatableSelect } from '../../../components/CreatableSelect';
import { type Classification, reclassify } from './classification';
import { useCategories } from './useCategories';

interface ClassificationFieldsProps {
  category: ItemCategory;
  value: Classification;
  onChange: (next: Classification) => void;
  /** Problems to show at the fields, translated. */
  errors?: Partial<Record<keyof Classification, string>>;
  readOnly?: boolean;
}

/** Class and sub-class (assets), category and sub-category, each list extendable in place. */
export function ClassificationFields({
  category,
  value,
  onChange,
  errors = {},
  readOnly,
}: ClassificationFieldsProps) {
  const { t } = useTranslation();
  const assetClass = value.class === null ? null : Number(value.class);
  const lists = useCategories(category, assetClass, value.category);
  const change = (partial: Partial<Classification>) => onChange(reclassify(value, partial));
  const chosenCategory = lists.categories.find((c) => c.id === value.category);
  const common = { addLabel: t('items.add'), readOnly };

  return (
    <>
      {category === 'Assets' && (
        <>
          <CreatableSelect
            {...common}
            label={t('items.fields.class')}
            required
            error={errors.class}
            placeholder={t('items.choose')}
            data={assetClasses.map((c) => ({ value: String(c.id), label: t(`items.assetClasses.${c.id}`) }))}
            value={value.class}
            onChange={(next) => change({ class: next })}
          />
          {assetClass !== null && (
            <CreatableSelect
              {...common}
              label={t('items.fields.subClass')}
              placeholder={t('items.choose')}
              data={lists.subClasses.map((c) => ({ value: c.id, label: c.name }))}
              value={value.subClass}
              error={errors.subClass}
              onChange={(next) => change({ subClass: next })}
              createLabel={t('items.newSubClass')}
              onCreate={(name) => lists.createSubClass(name, assetClass)}
            />
          )}
        </>
      )}
      {isCategorised(category) && (
        <>
          <CreatableSelect
            {...common}
            label={t('items.fields.category')}
            placeholder={t('items.choose')}
            data={lists.categories.map((c) => ({ value: c.id, label: c.name }))}
            value={value.category}
            error={errors.category}
            onChange={(next) => change({ category: next })}
            createLabel={t('items.newCategory')}
            onCreate={lists.createCategory}
          />
          {chosenCategory !== undefined && (
            <CreatableSelect
              {...common}
              label={t('items.fields.subCategory')}
              placeholder={t('items.choose')}
              data={lists.subCategories.map((c) => ({ value: c.id, label: c.name }))}
              value={value.subCategory}
              error={errors.subCategory}
              onChange={(next) => change({ subCategory: next })}
              createLabel={t('items.newSubCategory')}
              onCreate={(name) => lists.createSubCategory(name, chosenCategory.id)}
            />
          )}
        </>
      )}
    </>
  );
}
