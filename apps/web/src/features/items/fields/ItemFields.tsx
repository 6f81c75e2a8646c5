import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  type CreatableCategory,
  type Item,
  type ItemCategory,
  type ItemInput,
  isCategorised,
  isDescribed,
  type RelationGroup,
} from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemDocumentation } from '../../documentation/ItemDocumentation';
import { AssignmentsPanel } from '../assignments/AssignmentsPanel';
import { CheckpointsPanel } from '../assignments/CheckpointsPanel';
import { useItemDetails } from '../useItemDetails';
import { AutosaveTextInput } from './AutosaveTextInput';
import { ClassificationFields } from './ClassificationFields';
import type { Classification } from './classification';
import { RiskFields, type RiskRatings, ratingFields } from './RiskFields';
import { RiskLevelField } from './RiskLevelField';
import { useDisplayName } from './useDisplayName';
import { useItemUpdate } from './useItemUpdate';

interface ItemFieldsProps {
  category: ItemCategory;
  item: Item;
  relations: RelationGroup[];
  editable: boolean;
}

/** The fields of each register; executions are read-only (their editor is in the requirement view). */
export function ItemFields({ category, item, relations, editable }: ItemFieldsProps) {
  return category === 'Executions' ? (
    <ExecutionFields execution={item} relations={relations} />
  ) : (
    <EditableFields category={category} item={item} relations={relations} editable={editable} />
  );
}

/** The registers whose name, once given, may not be cleared, and the message (the server refuses it too). */
const missingNameMessage: Partial<Record<CreatableCategory, 'assetNameMissing' | 'controlNameMissing'>> = {
  Assets: 'assetNameMissing',
  Controls: 'controlNameMissing',
};

/**
 * A scenario's four values; an answer from before scenarios had inherent and residual ratings carries the
 * inherent ones as plain `likelihood` and `consequence`.
 */
const ratingsOf = (item: Item): RiskRatings => ({
  inherentLikelihood: item.inherentLikelihood ?? item.likelihood ?? null,
  inherentConsequence: item.inherentConsequence ?? item.consequence ?? null,
  residualLikelihood: item.residualLikelihood ?? null,
  residualConsequence: item.residualConsequence ?? null,
});

/**
 * Which scenario and which of its ratings an asset's criticality comes from, the scenario named from the
 * asset's relations; undefined while nothing rates it.
 */
function useCriticalitySource(asset: Item, relations: RelationGroup[]): string | undefined {
  const { t } = useTranslation();
  const source = asset.criticality?.source;
  if (source === undefined) return undefined;
  const scenario = relations
    .flatMap((group) => group.items)
    .find((relation) => relation.item.id === source.threatId)?.item;
  const rating = t(`risks.ratings.${source.rating}`);
  return scenario
    ? t('risks.criticalitySource', { rating, scenario: `${scenario.identifier} ${scenario.name}` })
    : t('risks.criticalitySourceUnnamed', { rating });
}

const classificationOf = (item: Item): Classification => ({
  class: item.class == null ? null : String(item.class),
  subClass: item.subClass?.id ?? null,
  category: item.category?.id ?? null,
  subCategory: item.subCategory?.id ?? null,
});

function EditableFields({
  category,
  item,
  relations,
  editable,
}: {
  category: CreatableCategory;
  item: Item;
  relations: RelationGroup[];
  editable: boolean;
}) {
  const { t } = useTranslation();
  const { update, problemText } = useItemUpdate(category, item);
  const criticalitySource = useCriticalitySource(item, relations);
  const [classification, setClassification] = useState(() => classificationOf(item));
  const saveClassification = (next: Classification) => {
    const recategorised = next.category !== classification.category;
    setClassification(next);
    // A new category takes the old sub-category away on the server. Only an asset's whole update object
    // carries the old one along, so only an asset names the new one (none) too.
    const changes: ItemInput =
      recategorised && category !== 'Assets'
        ? { category: next.category }
        : { category: next.category, subCategory: next.subCategory };
    if (category === 'Assets' && next.class !== null) {
      Object.assign(changes, { class: Number(next.class), subClass: next.subClass });
    }
    update(changes);
  };

  return (
    <Stack gap="sm">
      <AutosaveTextInput
        label={t('items.fields.name')}
        saved={item.name}
        onSave={(name) => update({ name })}
        readOnly={!editable}
        maxLength={200}
        missingMessage={missingNameMessage[category] && t(`messages.${missingNameMessage[category]}`)}
      />
      {(category === 'Controls' || category === 'Threats') && (
        <AutosaveTextInput
          label={t('items.fields.title')}
          saved={item.title ?? ''}
          onSave={(title) => update({ title })}
          readOnly={!editable}
          maxLength={500}
          missingMessage={category === 'Controls' ? t('messages.controlReferenceMissing') : undefined}
        />
      )}
      {isCategorised(category) && (
        <ClassificationFields
          category={category}
          value={classification}
          onChange={saveClassification}
          readOnly={!editable}
          errors={{
            class: problemText('class'),
            subClass: problemText('subClass'),
            category: problemText('category'),
            subCategory: problemText('subCategory'),
          }}
        />
      )}
      {category === 'Threats' && (
        <RiskFields
          value={ratingsOf(item)}
          onChange={update}
          readOnly={!editable}
          errors={Object.fromEntries(ratingFields.map((field) => [field, problemText(field)]))}
        />
      )}
      {category === 'Assets' && (
        <RiskLevelField
          label={t('items.fields.criticality')}
          risk={item.criticality ? { score: item.criticality.level, level: item.criticality.band } : null}
          description={criticalitySource}
        />
      )}
      {isDescribed(category) && (
        <AutosaveTextInput
          label={t('items.fields.definition')}
          saved={item.definition ?? ''}
          onSave={(definition) => update({ definition })}
          readOnly={!editable}
          maxLength={10_000}
          multiline
        />
      )}
      {category === 'Controls' && (
        <>
          <ReadOnlyText label={t('items.fields.definition')} text={item.definition} />
          <ReadOnlyText label={t('items.fields.instruction')} text={item.instruction} />
        </>
      )}
      {(category === 'Assets' || category === 'Products' || isDescribed(category)) && (
        <>
          <AssignmentsPanel
            category={category}
            item={item}
            // Products offer responsible first, assets accountable; so do the risk registers' items, whose
            // accountable person is the risk owner of ISO 31000.
            defaultType={category === 'Products' ? 0 : 1}
            editable={editable}
          />
          <ItemDocumentation category={category} item={item} />
        </>
      )}
    </Stack>
  );
}

function ReadOnlyText({ label, text }: { label: string; text: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="sm" c={text ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
        {text || t('items.none')}
      </Text>
    </div>
  );
}

/**
 * Execution details are read-only, for everyone. Assignments, checkpoints and implementation
 * documentation are changed in the requirement view (`ExecutionEditor`), the implementation date also on
 * the rows of related executions.
 */
function ExecutionFields({ execution, relations }: { execution: Item; relations: RelationGroup[] }) {
  const { t } = useTranslation();
  const openDetails = useItemDetails();
  const displayName = useDisplayName();
  const asset = relations.find((group) => group.relationType === 'Asset')?.items[0]?.item;
  const control = relations.find((group) => group.relationType === 'Execution')?.items[0]?.item;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <TextInput
          label={t('items.fields.control')}
          readOnly
          value={displayName(execution)}
          style={{ flex: 1 }}
        />
        {control && (
          <Button variant="subtle" mt={24} onClick={() => openDetails('Controls', control)}>
            {t('items.openControl')}
          </Button>
        )}
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <TextInput
          label={t('items.fields.executionOn')}
          readOnly
          value={displayName(execution, 'asset')}
          style={{ flex: 1 }}
        />
        {asset && (
          <Button variant="subtle" mt={24} onClick={() => openDetails('Assets', asset)}>
            {t('items.openAsset')}
          </Button>
        )}
      </Group>
      <AssignmentsPanel category="Executions" item={execution} defaultType={1} editable={false} />
      <CheckpointsPanel execution={execution} editable={false} />
      <ItemDocumentation category="Executions" item={execution} readOnly />
    </Stack>
  );
}
