import { Box, FileInput, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type CompleteOccurrence,
  completeOccurrenceSchema,
  evidenceRoutes,
  type Occurrence,
  ownedBy,
  type Schedule,
  scheduleRoutes,
} from '@praxis/contract';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import type { FormSchema } from '../../components/form/useSchemaForm';
import { useEvidenceUpload } from '../../components/useEvidenceUpload';
import { useApi } from '../../lib/useApi';
import { useFormatDate } from '../../lib/useFormatDate';
import { scheduleChangeKeys, useOwnerEvidence } from './useSchedules';

const evidenceChoices = ['none', 'upload', 'existing'] as const;
type EvidenceChoice = (typeof evidenceChoices)[number];

interface CompleteValues extends Record<string, string> {
  doneOn: string;
  comment: string;
  evidence: EvidenceChoice;
  /** The name of the file to upload, so the form can say one is missing. */
  file: string;
  evidenceId: string;
}

/** What the form checks: the contract's body, and a file when one is to be uploaded. */
type CompleteInput = CompleteOccurrence & { file?: string };
const completeFormSchema: FormSchema<CompleteInput> = {
  safeParse(data) {
    const { file, ...body } = data as CompleteInput;
    const result = completeOccurrenceSchema.safeParse(body);
    const issues: { path: PropertyKey[]; message: string }[] = result.success ? [] : result.error.issues;
    if (file === '') issues.push({ path: ['file'], message: 'is required' });
    return result.success && issues.length === 0
      ? { success: true, data: { ...result.data, file } }
      : { success: false, error: { issues } };
  },
};

const titleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '') || fileName;

interface CompleteOccurrenceDialogProps {
  schedule: Schedule;
  occurrence: Occurrence;
  onClose: () => void;
}

/**
 * Records an occurrence as done: the day it was done (today unless said otherwise), a comment, and the
 * evidence that proves it, a new file uploaded to the owner or one of the owner's evidence; an evidence's
 * review is proven by the reviewed evidence itself unless another is chosen.
 */
export function CompleteOccurrenceDialog({ schedule, occurrence, onClose }: CompleteOccurrenceDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const formatDate = useFormatDate();
  const { send, overlay } = useEvidenceUpload();
  const [file, setFile] = useState<File | null>(null);
  const { owner } = schedule;
  const { category: evidenceOwner, evidence } = useOwnerEvidence(schedule);
  const evidenceOptions = [
    ...(schedule.evidence === null ? [] : [schedule.evidence]),
    ...evidence.filter((one) => one.id !== schedule.evidence?.id),
  ].map(({ id, title }) => ({ value: id, label: title }));
  const title = t('schedules.completeTitle', { day: formatDate(occurrence.dueOn) });

  return (
    <FormDialog
      title={title}
      submitLabel={t('schedules.complete')}
      schema={completeFormSchema}
      initialValues={{
        doneOn: dayjs().format('YYYY-MM-DD'),
        comment: '',
        evidence: schedule.evidence === null ? 'none' : 'existing',
        file: '',
        evidenceId: schedule.evidence?.id ?? '',
      }}
      toInput={(values: CompleteValues) => ({
        doneOn: values.doneOn === '' ? undefined : values.doneOn,
        comment: values.comment === '' ? undefined : values.comment,
        evidenceId:
          values.evidence === 'existing' && values.evidenceId !== '' ? values.evidenceId : undefined,
        file: values.evidence === 'upload' ? values.file : undefined,
      })}
      save={async ({ file: fileName, ...body }) => {
        // A new file becomes the owner's evidence first, and proves the occurrence once it is stored.
        const uploaded =
          file !== null && evidenceOwner !== null && fileName !== undefined
            ? await send(
                api.url(ownedBy(evidenceRoutes.create, evidenceOwner), { params: { id: owner.id } }),
                file,
                { title: titleOf(file.name) },
              )
            : null;
        return api.call(scheduleRoutes.complete, {
          params: { id: occurrence.id },
          body: uploaded === null ? body : { ...body, evidenceId: uploaded.id },
        });
      }}
      succeeded={(_input, done) => t('schedules.completed', { day: formatDate(done.dueOn) })}
      failed={t('schedules.notCompleted')}
      invalidates={scheduleChangeKeys}
      onClose={onClose}
      fields={(form) => (
        <Box pos="relative">
          <Stack>
            <TextInput
              type="date"
              label={t('schedules.doneOn')}
              required
              data-autofocus
              {...form.textProps('doneOn')}
            />
            <Textarea label={t('schedules.comment')} rows={3} {...form.textProps('comment')} />
            {(evidenceOwner !== null || schedule.evidence !== null) && (
              <Radio.Group
                label={t('schedules.evidence')}
                value={form.values.evidence}
                onChange={(choice) => form.change({ evidence: choice as EvidenceChoice })}
              >
                <Stack gap={6} mt={4}>
                  <Radio value="none" label={t('schedules.evidenceChoices.none')} />
                  {evidenceOwner !== null && (
                    <Radio value="upload" label={t('schedules.evidenceChoices.upload')} />
                  )}
                  <Radio value="existing" label={t('schedules.evidenceChoices.existing')} />
                </Stack>
              </Radio.Group>
            )}
            {form.values.evidence === 'upload' && (
              <FileInput
                label={t('schedules.file')}
                placeholder={t('schedules.chooseFile')}
                required
                clearable
                value={file}
                onChange={(chosen) => {
                  setFile(chosen);
                  form.change({ file: chosen?.name ?? '' });
                }}
                error={form.problemText('file')}
              />
            )}
            {form.values.evidence === 'existing' && (
              <Select
                label={t('schedules.existingEvidence')}
                placeholder={t('schedules.chooseEvidence')}
                searchable
                data={evidenceOptions}
                value={form.values.evidenceId || null}
                onChange={(id) => form.change({ evidenceId: id ?? '' })}
                nothingFoundMessage={t('schedules.noEvidence')}
                comboboxProps={{ withinPortal: true }}
                error={form.problemText('evidenceId')}
              />
            )}
          </Stack>
          {overlay}
        </Box>
      )}
    />
  );
}
