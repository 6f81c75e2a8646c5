import { Button, Group, Stack, Text } from '@mantine/core';
import type { Item, RelatedItemSummary, RequirementRelationCategory } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { AddItemDialog } from '../../items/relations/AddItemDialog';
import { RelatedItemActions } from '../../items/relations/RelatedItemActions';
import { useOpenItem } from '../../items/useOpenItem';
import { specificationQueryKeys } from '../specificationQueryKeys';

interface RequirementRelationSectionProps {
  category: RequirementRelationCategory;
  items: RelatedItemSummary[];
  editable: boolean;
  onAdd: (item: Item) => void;
  onRemove: (item: RelatedItemSummary) => Promise<unknown>;
}

/** The assets, products, threats or treatments a requirement relates to, in the details dialog's style. */
export function RequirementRelationSection({
  category,
  items,
  editable,
  onAdd,
  onRemove,
}: RequirementRelationSectionProps) {
  const { t } = useTranslation();
  const openItem = useOpenItem();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<RelatedItemSummary | null>(null);
  const title = t(`items.categories.${category}.plural`);

  return (
    <CollapsibleSection
      title={title}
      count={items.length}
      actions={
        editable && (
          <Button size="xs" variant="light" onClick={() => setAdding(true)}>
            {t('items.addTo', { section: title })}
          </Button>
        )
      }
    >
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('items.noConnections')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {item.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[item.identifier, item.title].filter(Boolean).join(' · ')}
                </Text>
              </div>
              <RelatedItemActions
                name={item.name}
                onOpen={() => openItem(category, item)}
                remove={
                  editable
                    ? {
                        label: t('items.removeNamed', { name: item.name }),
                        testId: 'remove-relation',
                        onClick: () => setRemoving(item),
                      }
                    : undefined
                }
              />
            </Group>
          ))}
        </Stack>
      )}
      {adding && (
        <AddItemDialog
          category={category}
          title={t('items.addTo', { section: title })}
          excluded={items.map((item) => item.id)}
          onPick={(item) => {
            onAdd(item);
            setAdding(false);
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {removing !== null && (
        <ConfirmDialog
          title={t('items.removeTitle')}
          question={t('items.removeQuestion', { name: removing.name, section: title })}
          confirmLabel={t('items.remove')}
          danger
          action={() => onRemove(removing)}
          succeeded={t('requirement.relations.removed', { name: removing.name })}
          failed={t('requirement.relations.notRemoved', { name: removing.name })}
          invalidates={[specificationQueryKeys.all]}
          onClose={() => setRemoving(null)}
        />
      )}
    </CollapsibleSection>
  );
}
