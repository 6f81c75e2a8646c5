import { Badge } from '@mantine/core';
import type { OccurrenceState } from '@praxis/contract';
import { useTranslation } from 'react-i18next';

const colours: Record<OccurrenceState, string> = {
  upcoming: 'blue',
  due: 'yellow',
  overdue: 'red',
  done: 'green',
  skipped: 'gray',
};

/** Where an occurrence stands, in a colour and always in words too. */
export function OccurrenceStateBadge({ state }: { state: OccurrenceState }) {
  const { t } = useTranslation();
  return (
    <Badge color={colours[state]} variant="light">
      {t(`schedules.states.${state}`)}
    </Badge>
  );
}
