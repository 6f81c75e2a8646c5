import { Box } from '@mantine/core';
import { type User, userRoutes } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { PersonPicker } from '../../../components/PersonPicker';
import { displayNameOf } from '../../../lib/displayName';
import { itemsQueryKey } from '../../../lib/itemsQueryKey';
import { useApi } from '../../../lib/useApi';
import { canHoldWork, peopleQueryKey, usePeople } from '../../../lib/usePeople';

interface DeletePersonDialogProps {
  person: User;
  onClose: () => void;
}

/**
 * Removes a person after a confirmation; they can no longer sign in to this company. Who takes over their
 * assignments is asked first: one person of the company who can work in it, or nobody, which removes them.
 */
export function DeletePersonDialog({ person, onClose }: DeletePersonDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const people = usePeople();
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const name = displayNameOf(person);
  const candidates = (people.data ?? [])
    .filter((other) => other.userId !== person.userId && canHoldWork(other))
    .map((other) => ({ id: other.userId, name: displayNameOf(other), email: other.email }));
  return (
    <ConfirmDialog
      title={t('persons.deleteTitle')}
      question={t('persons.deleteQuestion', { name })}
      detail={t('persons.deleteDetail')}
      confirmLabel={t('persons.delete')}
      danger
      action={() =>
        api.send(userRoutes.remove, {
          params: { id: person.userId },
          query: transferTo === null ? {} : { transferTo },
        })
      }
      succeeded={t('persons.deleted', { name })}
      failed={t('persons.notDeleted')}
      invalidates={[peopleQueryKey, itemsQueryKey]}
      onClose={onClose}
    >
      <Box mt="md">
        <PersonPicker
          label={t('persons.transferTo')}
          people={candidates}
          value={transferTo}
          onChange={setTransferTo}
          placeholder={t('persons.transferNobody')}
          nothingFound={t('persons.nobodyFound')}
          clearable
        />
        <Box component="p" mt={4} mb={0} fz="sm" c="dimmed">
          {t('persons.transferHint')}
        </Box>
      </Box>
    </ConfirmDialog>
  );
}
