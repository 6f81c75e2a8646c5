import { Button, Group, Stack, Text } from '@mantine/core';
import {
  type Item,
  isCreatable,
  type RelatedItem,
  type RelationGroup,
  relationGroupKeys,
  relationGroupNames,
} from '@praxis/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { useLoadingOverlay } from '../../../components/useLoadingOverlay';
import { itemsQueryKey } from '../../../lib/itemsQueryKey';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { ImplementationDate } from '../assignments/ImplementationDate';
import { useDisplayName } from '../fields/useDisplayName';
import { useItemDetails } from '../useItemDetails';
import { AddItemDialog } from './AddItemDialog';
import { connect, disconnect, type Owner, relationToastsOf } from './connections';
import { RelatedItemActions } from './RelatedItemActions';

interface ConnectionSectionProps {
  owner: Owner;
  group: RelationGroup;
  editable: boolean;
}

// The answer names a section by its wire name; the code behind it picks the section's title in the locale.
const groupKeyOf = new Map(relationGroupKeys.map((key) => [relationGroupNames[key], key]));

/** What a related item stands for in the add popup: an execution stands for its control or its asset. */
function relatedIdOf(owner: Owner, group: RelationGroup, item: Item): string {
  if (group.relationType !== 'Execution') return item.id;
  return (owner.category === 'Controls' ? item.itemId : item.controlId) ?? item.id;
}

/** One connection section of the details dialog: related items to open, add and remove. */
export function ConnectionSection({ owner, group, editable }: ConnectionSectionProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const overlay = useLoadingOverlay();
  const openDetails = useItemDetails();
  const displayName = useDisplayName();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<RelatedItem | null>(null);
  const toasts = relationToastsOf(owner, group);
  const key = groupKeyOf.get(group.name);
  const title = key === undefined ? group.name : t(`items.groups.${key}`);
  const hasExecutions = group.relationType === 'Execution';

  const add = useMutation({
    mutationFn: (other: Item) => connect(api, owner, group, other),
    onMutate: overlay.start,
    onSettled: overlay.finish,
    onSuccess: async () => {
      showSuccessToast(t(`items.relationToasts.${toasts}.added`));
      setAdding(false);
      await queryClient.invalidateQueries({ queryKey: itemsQueryKey });
    },
    onError: (error) => showApiError(t(`items.relationToasts.${toasts}.notAdded`), error),
  });

  return (
    <CollapsibleSection
      title={title}
      count={group.items.length}
      actions={
        editable &&
        isCreatable(group.create) && (
          <Button size="xs" variant="light" onClick={() => setAdding(true)}>
            {t('items.addTo', { section: title })}
          </Button>
        )
      }
    >
      {group.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('items.noConnections')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {group.items.map((related) => {
            const name = displayName(related.item);
            return (
              <li key={related.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {hasExecutions && owner.category === 'Controls'
                        ? t('items.executionOnNamed', { asset: displayName(related.item, 'asset') })
                        : related.item.identifier}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    {hasExecutions && <ImplementationDate execution={related.item} editable={editable} />}
                    <RelatedItemActions
                      name={name}
                      onOpen={() => openDetails(related.item.itemCategory, related.item)}
                      remove={
                        editable
                          ? {
                              label: t('items.removeNamed', { name }),
                              testId: 'remove-relation',
                              onClick: () => setRemoving(related),
                            }
                          : undefined
                      }
                    />
                  </Group>
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
      {adding && isCreatable(group.create) && (
        <AddItemDialog
          category={group.create}
          title={t('items.addTo', { section: title })}
          excluded={[owner.item.id, ...group.items.map(({ item }) => relatedIdOf(owner, group, item))]}
          onPick={(item) => add.mutate(item)}
          onClose={() => setAdding(false)}
        />
      )}
      {removing !== null && (
        <ConfirmDialog
          title={t('items.removeTitle')}
          question={t('items.removeQuestion', { name: displayName(removing.item), section: title })}
          confirmLabel={t('items.remove')}
          danger
          action={() => disconnect(api, owner, group, removing)}
          succeeded={t(`items.relationToasts.${toasts}.removed`)}
          failed={t(`items.relationToasts.${toasts}.notRemoved`)}
          invalidates={[itemsQueryKey]}
          onClose={() => setRemoving(null)}
        />
      )}
    </CollapsibleSection>
  );
}
