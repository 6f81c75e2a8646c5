import { Paper, Stack, Text } from '@mantine/core';
import type { Dashboard } from '@praxis/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The company's recurring work as a figure of the dashboard: how many occurrences are due now, and how many
 * were missed (past their grace period and not recorded), in words, not colour only.
 */
export function RecurringWork({ occurrences }: { occurrences: Dashboard['occurrences'] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Paper withBorder p="sm" role="group" aria-labelledby={id}>
      <Text id={id} size="sm" c="dimmed">
        {t('dashboard.occurrences')}
      </Text>
      <Text fz={28} fw={700}>
        {occurrences.due}
      </Text>
      <Stack gap={2}>
        <Text
          size="sm"
          c={occurrences.overdue > 0 ? 'red' : 'dimmed'}
          fw={occurrences.overdue > 0 ? 500 : 400}
        >
          {t('dashboard.occurrencesMissed', { count: occurrences.overdue })}
        </Text>
      </Stack>
    </Paper>
  );
}
