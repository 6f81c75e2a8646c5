import { NativeSelect, Select, Text, Textarea, TextInput } from '@mantine/core';
import {
  type Entity,
  type MappingCreate,
  type MappingUpdate,
  mappingCreateSchema,
  mappingRelationships,
  mappingRoutes,
  mappingUpdateSchema,
  type RequirementMapping,
} from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import type { SchemaForm } from '../../../components/form/useSchemaForm';
import { useApi } from '../../../lib/useApi';
import { useSpecifications } from '../list/useSpecifications';
import { specificationQueryKeys } from '../specificationQueryKeys';
import { specificationTree } from '../useSpecification';
import { mappingsChangedKey } from './mappingQueryKeys';
import { otherEnd } from './otherEnd';

type MappingValues = Record<
  'specificationId' | 'targetId' | 'relationship' | 'strength' | 'rationale',
  string
>;

interface MappingDialogProps {
  /** The requirement whose view the dialog opens from: a new mapping goes from it. */
  requirement: Entity;
  /** The mapping to edit; without it the dialog adds a new one. */
  mapping?: RequirementMapping;
  onClose: () => void;
}

/** An empty strength is no strength; anything else goes as a number for the schema to judge. */
const strengthOf = (text: string) => (text.trim() === '' ? null : Number(text));

/** The decision of a mapping, the part both adding and editing send. */
const decisionOf = (values: MappingValues): MappingUpdate => ({
  relationship: values.relationship as MappingUpdate['relationship'],
  strength: strengthOf(values.strength),
  rationale: values.rationale,
});

/**
 * Adds a mapping from the requirement to one of another specification (pick the specification, then the
 * requirement) or edits one: relationship, strength 0-10 and rationale.
 */
export function MappingDialog({ requirement, mapping, onClose }: MappingDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const initialValues: MappingValues = {
    specificationId: '',
    targetId: '',
    relationship: mapping?.relationship ?? 'equivalent-to',
    strength: mapping?.strength === null || mapping === undefined ? '' : String(mapping.strength),
    rationale: mapping?.rationale ?? '',
  };
  const decisionFields = (form: SchemaForm<MappingValues, unknown>) => (
    <>
      <NativeSelect
        label={t('mappings.relationship')}
        required
        data={mappingRelationships.map((value) => ({
          value,
          label: t(`mappings.relationships.${value}`),
        }))}
        {...form.textProps('relationship')}
      />
      <TextInput
        label={t('mappings.strength')}
        description={t('mappings.strengthDescription')}
        inputMode="numeric"
        {...form.textProps('strength')}
      />
      <Textarea label={t('mappings.rationale')} rows={3} {...form.textProps('rationale')} />
    </>
  );

  if (mapping !== undefined) {
    const other = otherEnd(mapping);
    return (
      <FormDialog
        title={t('mappings.editTitle')}
        submitLabel={t('forms.save')}
        schema={mappingUpdateSchema}
        initialValues={initialValues}
        toInput={decisionOf}
        save={(input) => api.call(mappingRoutes.update, { params: { id: mapping.id }, body: input })}
        succeeded={() => t('mappings.updated')}
        failed={t('mappings.notUpdated')}
        invalidates={[mappingsChangedKey]}
        onClose={onClose}
        fields={(form) => (
          <>
            <Text size="sm">
              {t(`mappings.direction.${mapping.direction}`, { specification: other.specificationName })}{' '}
              <strong>{other.label}</strong>
            </Text>
            {decisionFields(form)}
          </>
        )}
      />
    );
  }
  return (
    <FormDialog
      title={t('mappings.addTitle')}
      submitLabel={t('mappings.add')}
      schema={mappingCreateSchema}
      initialValues={initialValues}
      toInput={(values): MappingCreate => ({
        sourceId: requirement.id,
        targetId: values.targetId,
        ...decisionOf(values),
      })}
      save={(input) => api.call(mappingRoutes.create, { body: input })}
      succeeded={(_input, made) => t('mappings.added', { name: `${made.target.code} ${made.target.name}` })}
      failed={t('mappings.notAdded')}
      invalidates={[mappingsChangedKey]}
      onClose={onClose}
      fields={(form) => (
        <>
          <TargetFields requirement={requirement} form={form} />
          {decisionFields(form)}
        </>
      )}
    />
  );
}

/** The specification, then the requirement of it that the new mapping goes to. */
function TargetFields({
  requirement,
  form,
}: {
  requirement: Entity;
  form: SchemaForm<MappingValues, unknown>;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const specifications = useSpecifications();
  const specificationId = form.values.specificationId;
  const chosen = specifications.data?.find((specification) => specification.id === specificationId);
  const elements = useQuery({
    queryKey: specificationQueryKeys.elements(specificationId),
    // biome-ignore lint/style/noNonNullAssertion: enabled only once the specification is chosen.
    queryFn: ({ signal }) => specificationTree(api, chosen!, signal),
    enabled: chosen !== undefined,
  });
  const requirements = (elements.data ?? [])
    .filter((e) => e.kind === 'requirement' && e.id !== requirement.id)
    .map((e) => ({ value: e.id, label: `${e.code} ${e.name}` }));
  return (
    <>
      <Select
        label={t('mappings.specification')}
        withAsterisk
        searchable
        data={(specifications.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        value={specificationId || null}
        onChange={(value) => form.change({ specificationId: value ?? '', targetId: '' })}
        nothingFoundMessage={t('mappings.nothingFound')}
        data-autofocus
      />
      <Select
        label={t('mappings.requirement')}
        withAsterisk
        searchable
        limit={100}
        disabled={specificationId === ''}
        data={requirements}
        value={form.values.targetId || null}
        onChange={(value) => form.change({ targetId: value ?? '' })}
        error={form.problemText('targetId')}
        nothingFoundMessage={t('mappings.nothingFound')}
      />
    </>
  );
}
