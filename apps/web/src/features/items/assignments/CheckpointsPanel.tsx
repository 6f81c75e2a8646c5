import { Stack, Text } from '@mantine/core';
import {
  type Checkpoints,
  checkpointRoutes,
  type Entity,
  ownedBy,
  type PutCheckpoints,
} from '@praxis/contract';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '../../../components/ActionMenu';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { DateField } from '../../../components/DateField';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { IconButton } from '../../../components/IconButton';
import { isApiError } from '../../../lib/api';
import { itemsQueryKey } from '../../../lib/itemsQueryKey';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { itemQueryKeys } from '../itemQueryKeys';
import {
  addableSlots,
  type CheckpointSlot,
  checkpointSlots,
  checkpointsWith,
  dayOf,
  shownSlots,
} from './slots';

type CheckpointsPanelProps = { editable: boolean } & (
  | { execution: Entity }
  /**
   * Dates edited where they count (a requirement's, or an execution's beside its requirement): whose they
   * are, how they are cached, who to tell.
   */
  | {
      owner: {
        category: keyof typeof checkpointRoutes;
        item: Entity;
        queryKey: QueryKey;
        onSaved: () => Promise<unknown>;
        /** Reads the dates some other way than their own call (a requirement's come with its whole view). */
        load?: (signal: AbortSignal) => Promise<Checkpoints>;
      };
    }
);

const none: Checkpoints = { deadlineDate: null, implementedDate: null, expiresDate: null };

/** The deadline, implementation and expiry of an execution or a requirement. */
export function CheckpointsPanel(props: CheckpointsPanelProps) {
  const { editable } = props;
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const [added, setAdded] = useState<CheckpointSlot[]>([]);
  const [deleting, setDeleting] = useState<CheckpointSlot | null>(null);
  const { category, item, queryKey, onSaved, load } =
    'owner' in props
      ? props.owner
      : {
          category: 'Executions' as const,
          item: props.execution,
          queryKey: itemQueryKeys.checkpoints(props.execution.id),
          onSaved: undefined,
          load: undefined,
        };
  const routes = checkpointRoutes[category];
  const params = { id: item };
  const put = (body: PutCheckpoints) => api.call(ownedBy(routes.put, category), { params, body });

  const checkpoints = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      load ? load(signal) : api.call(ownedBy(routes.get, category), { params }, signal),
    retry: false,
  });
  useEffect(() => {
    if (checkpoints.isError) {
      const status = isApiError(checkpoints.error) ? checkpoints.error.status : undefined;
      showErrorToast(t('items.checkpointsNotLoaded'), status);
    }
  }, [checkpoints.isError, checkpoints.error, t]);

  const saved = async (answer: Checkpoints) => {
    queryClient.setQueryData(queryKey, answer);
    // The rows of related executions show the implementation date too.
    await queryClient.invalidateQueries({
      queryKey: itemsQueryKey,
      predicate: (q) => q.queryKey[2] === 'relations',
    });
    await onSaved?.();
  };
  const save = useMutation({
    mutationFn: put,
    onSuccess: async (answer) => {
      showSuccessToast(t('items.checkpointsSaved'));
      await saved(answer);
    },
    onError: (error) => showApiError(t('items.checkpointsNotSaved'), error),
  });

  const current = checkpoints.data ?? none;
  const filled = checkpointSlots.filter((slot) => current[slot] !== null);
  const shown = shownSlots(checkpointSlots, filled, added);
  const addable = addableSlots(checkpointSlots, shown);
  const label = (slot: CheckpointSlot) => t(`items.checkpoints.${slot}`);

  return (
    <CollapsibleSection
      title={t('items.checkpointsTitle')}
      count={shown.length}
      actions={
        editable && (
          <ActionMenu
            label={t('items.addCheckpoint')}
            disabled={addable.length === 0}
            actions={addable.map((slot) => ({
              label: label(slot),
              onSelect: () => setAdded((list) => [...list, slot]),
            }))}
          />
        )
      }
    >
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('items.noCheckpoints')}
        </Text>
      ) : (
        <Stack gap="xs">
          {shown.map((slot) => (
            <DateField
              key={slot}
              label={label(slot)}
              value={dayOf(current[slot])}
              readOnly={!editable}
              onChange={(date) => save.mutate(checkpointsWith(current, slot, date))}
            >
              {editable && (
                <IconButton
                  color="red"
                  label={t('items.deleteCheckpoint', { checkpoint: label(slot) })}
                  icon={IconTrash}
                  data-testid="delete-checkpoint"
                  onClick={() =>
                    current[slot] === null
                      ? setAdded((list) => list.filter((s) => s !== slot))
                      : setDeleting(slot)
                  }
                />
              )}
            </DateField>
          ))}
        </Stack>
      )}
      {deleting !== null && (
        <ConfirmDialog
          title={t('items.deleteCheckpointTitle')}
          question={t('items.deleteCheckpointQuestion', { checkpoint: label(deleting) })}
          confirmLabel={t('items.delete')}
          danger
          // Deleting sends that date as null and the other two as they are.
          action={async () => {
            await saved(await put(checkpointsWith(current, deleting, null)));
            setAdded((list) => list.filter((s) => s !== deleting));
          }}
          succeeded={t('items.checkpointDeleted')}
          failed={t('items.checkpointsNotSavedShort')}
          invalidates={[queryKey]}
          onClose={() => setDeleting(null)}
        />
      )}
    </CollapsibleSection>
  );
}
