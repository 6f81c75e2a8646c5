import { Group, Stack, Text } from '@mantine/core';
import {
  type Assignment,
  assignmentRoutes,
  type DocumentationOwnerCategory,
  type Entity,
  ownedBy,
  type PutAssignment,
} from '@praxis/contract';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '../../../components/ActionMenu';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { IconButton } from '../../../components/IconButton';
import { PersonPicker } from '../../../components/PersonPicker';
import { isApiError } from '../../../lib/api';
import { displayNameOf } from '../../../lib/displayName';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { canHoldWork, usePeople } from '../../../lib/usePeople';
import { itemQueryKeys } from '../itemQueryKeys';
import { type AssignmentType, addableSlots, assignmentSlots, shownSlots } from './slots';

interface AssignmentsPanelProps {
  /** An item's register, or 'Requirements' for a requirement's assignments. */
  category: DocumentationOwnerCategory;
  item: Entity;
  /** The role the add dropdown offers first. */
  defaultType: AssignmentType;
  editable: boolean;
  /** Reads the assignments some other way than their own call (a requirement's come with its whole view). */
  load?: (signal: AbortSignal) => Promise<Assignment[]>;
}

/** Who is responsible and who accountable for an item or a requirement. */
export function AssignmentsPanel({ category, item, defaultType, editable, load }: AssignmentsPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const people = usePeople();
  const [added, setAdded] = useState<AssignmentType[]>([]);
  const [deleting, setDeleting] = useState<AssignmentType | null>(null);
  const params = { id: item };
  const queryKey = itemQueryKeys.assignments(category, item.id);

  const assignments = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      try {
        return await (load
          ? load(signal)
          : api.call(ownedBy(assignmentRoutes.list, category), { params }, signal));
      } catch (error) {
        // An owner that is gone (404) has no assignments to show.
        if (isApiError(error, 404)) return [];
        throw error;
      }
    },
    retry: false,
  });
  useEffect(() => {
    if (assignments.isError) {
      const status = isApiError(assignments.error) ? assignments.error.status : undefined;
      showErrorToast(t('items.assignmentsNotLoaded'), status);
    }
  }, [assignments.isError, assignments.error, t]);

  const save = useMutation({
    mutationFn: (body: PutAssignment) => api.call(ownedBy(assignmentRoutes.put, category), { params, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      showSuccessToast(t('items.assignmentsSaved'));
    },
    onError: (error) => showApiError(t('items.assignmentsNotSaved'), error),
  });

  const list = assignments.data ?? [];
  const userOf = (type: AssignmentType) => list.find((a) => a.type === type)?.userId ?? null;
  const shown = shownSlots(
    assignmentSlots,
    list.map((a) => a.type as AssignmentType),
    added,
  );
  const addable = addableSlots(assignmentSlots, shown, defaultType);
  const roleLabel = (type: AssignmentType) => t(`items.roles.${type}`);
  const removeLocally = (type: AssignmentType) => setAdded((current) => current.filter((a) => a !== type));
  // The one holding a slot stays shown even after losing access; only people with access can be chosen.
  const optionsFor = (holder: string | null) =>
    (people.data ?? [])
      .filter((person) => canHoldWork(person) || person.userId === holder)
      .map((person) => ({ id: person.userId, name: displayNameOf(person), email: person.email }));

  return (
    <CollapsibleSection
      title={t('items.assignments')}
      count={shown.length}
      actions={
        editable && (
          <ActionMenu
            label={t('items.addAssignment')}
            disabled={addable.length === 0}
            actions={addable.map((type) => ({
              label: roleLabel(type),
              onSelect: () => setAdded((current) => [...current, type]),
            }))}
          />
        )
      }
    >
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('items.noAssignments')}
        </Text>
      ) : (
        <Stack gap="xs">
          {shown.map((type) => (
            <Group key={type} align="flex-end" wrap="nowrap" gap="xs">
              <div style={{ flex: 1 }}>
                <PersonPicker
                  label={roleLabel(type)}
                  people={optionsFor(userOf(type))}
                  value={userOf(type)}
                  placeholder={t('items.choosePerson')}
                  nothingFound={t('items.nobodyFound')}
                  readOnly={!editable}
                  onChange={(userId) => userId !== null && save.mutate({ type, userId })}
                />
              </div>
              {editable && (
                <IconButton
                  color="red"
                  size="lg"
                  label={t('items.deleteAssignment', { role: roleLabel(type) })}
                  icon={IconTrash}
                  data-testid="delete-assignment"
                  onClick={() => (userOf(type) === null ? removeLocally(type) : setDeleting(type))}
                />
              )}
            </Group>
          ))}
        </Stack>
      )}
      {deleting !== null && (
        <ConfirmDialog
          title={t('items.deleteAssignmentTitle')}
          question={t('items.deleteAssignmentQuestion', { role: roleLabel(deleting) })}
          confirmLabel={t('items.delete')}
          danger
          // Deleting sends the assignment with a null user.
          action={async () => {
            await api.send(ownedBy(assignmentRoutes.put, category), {
              params,
              body: { type: deleting, userId: null },
            });
            removeLocally(deleting);
          }}
          succeeded={t('items.assignmentDeleted')}
          failed={t('items.assignmentNotDeleted')}
          invalidates={[queryKey]}
          onClose={() => setDeleting(null)}
        />
      )}
    </CollapsibleSection>
  );
}
