import { Textarea } from '@mantine/core';
import { type Occurrence, scheduleRoutes, skipOccurrenceSchema } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useApi } from '../../lib/useApi';
import { useFormatDate } from '../../lib/useFormatDate';
import { scheduleChangeKeys } from './useSchedules';

interface SkipOccurrenceDialogProps {
  occurrence: Occurrence;
  onClose: () => void;
}

/** Skips an occurrence: nothing is done this time, and the reason why is kept in its history. */
export function SkipOccurrenceDialog({ occurrence, onClose }: SkipOccurrenceDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const formatDate = useFormatDate();
  const day = formatDate(occurrence.dueOn);
  return (
    <FormDialog
      title={t('schedules.skipTitle', { day })}
      submitLabel={t('schedules.skip')}
      schema={skipOccurrenceSchema}
      initialValues={{ reason: '' }}
      toInput={({ reason }) => ({ reason: reason === '' ? undefined : reason })}
      save={(input) => api.call(scheduleRoutes.skip, { params: { id: occurrence.id }, body: input })}
      succeeded={() => t('schedules.skipped', { day })}
      failed={t('schedules.notSkipped')}
      invalidates={scheduleChangeKeys}
      onClose={onClose}
      fields={(form) => (
        <Textarea
          label={t('schedules.reason')}
          required
          rows={3}
          data-autofocus
          {...form.textProps('reason')}
        />
      )}
    />
  );
}
