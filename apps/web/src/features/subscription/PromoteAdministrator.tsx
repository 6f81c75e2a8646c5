import { Button, Group, NativeSelect } from '@mantine/core';
import { AUDITOR_ROLE, type User } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayNameOf } from '../../lib/displayName';
import { usePeople } from '../../lib/usePeople';

interface PromoteAdministratorProps {
  /** The chosen colleague; the caller asks for a confirmation before promoting them. */
  onChoose: (person: User) => void;
}

/** Picks a colleague of the company who is not an administrator yet (an external auditor is no colleague). */
export function PromoteAdministrator({ onChoose }: PromoteAdministratorProps) {
  const { t } = useTranslation();
  const people = usePeople();
  const [chosenId, setChosenId] = useState('');
  const candidates = (people.data ?? []).filter(
    (person) => person.userType !== 'Administrator' && person.userType !== AUDITOR_ROLE,
  );
  const chosen = candidates.find((person) => person.id === chosenId);

  return (
    <Group align="flex-end">
      <NativeSelect
        label={t('administrators.person')}
        data={[
          { value: '', label: t('administrators.choosePerson') },
          ...candidates.map((person) => ({
            value: person.id,
            label: `${displayNameOf(person)} (${person.email})`,
          })),
        ]}
        value={chosen === undefined ? '' : chosenId}
        onChange={(event) => setChosenId(event.currentTarget.value)}
        disabled={candidates.length === 0}
        w={{ base: '100%', sm: 360 }}
      />
      <Button
        variant="light"
        disabled={chosen === undefined}
        onClick={() => {
          if (chosen !== undefined) onChoose(chosen);
        }}
      >
        {t('administrators.promote')}
      </Button>
    </Group>
  );
}
