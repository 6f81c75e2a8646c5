import { Button, Group } from '@mantine/core';
import type { Occurrence, Schedule } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/useFormatDate';
import { CompleteOccurrenceDialog } from './CompleteOccurrenceDialog';
import { SkipOccurrenceDialog } from './SkipOccurrenceDialog';

interface OccurrenceActionsProps {
  schedule: Schedule;
  occurrence: Occurrence;
}

/** Complete or skip an open occurrence, each with its dialog; the buttons name the day they are for. */
export function OccurrenceActions({ schedule, occurrence }: OccurrenceActionsProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [open, setOpen] = useState<'complete' | 'skip' | null>(null);
  const close = () => setOpen(null);
  const day = formatDate(occurrence.dueOn);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        aria-label={t('schedules.completeDay', { day })}
        onClick={() => setOpen('complete')}
      >
        {t('schedules.complete')}
      </Button>
      <Button
        size="xs"
        variant="default"
        aria-label={t('schedules.skipDay', { day })}
        onClick={() => setOpen('skip')}
      >
        {t('schedules.skip')}
      </Button>
      {open === 'complete' && (
        <CompleteOccurrenceDialog schedule={schedule} occurrence={occurrence} onClose={close} />
      )}
      {open === 'skip' && <SkipOccurrenceDialog occurrence={occurrence} onClose={close} />}
    </Group>
  );
}
