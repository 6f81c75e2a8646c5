import { List, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  createEvidenceScheduleSchema,
  describeRule,
  normaliseRule,
  occurrenceDays,
  ownedBy,
  plusDays,
  presetOf,
  ruleProblem,
  type Schedule,
  type SchedulePreset,
  type ScheduleSubject,
  schedulePresets,
  scheduleRoutes,
  weeklyRule,
} from '@praxis/contract';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useApi } from '../../lib/useApi';
import { useFormatDate } from '../../lib/useFormatDate';
import { useRuleLanguage } from './useRuleLanguage';
import { kindOf, type ScheduleHolder, scheduleChangeKeys } from './useSchedules';

/** The choices of the recurrence: the common rules by name, every N weeks, or a rule of one's own. */
const choices = [
  'monthly',
  'quarterly',
  'half-yearly',
  'yearly',
  'weeks',
  'last-working-day-of-quarter',
  'custom',
] as const;
type Choice = (typeof choices)[number];

interface ScheduleValues extends Record<string, string> {
  preset: Choice;
  weeks: string;
  /** The RRULE typed for a custom rule. */
  rule: string;
  startsOn: string;
  graceDays: string;
}

const today = () => dayjs().format('YYYY-MM-DD');

function valuesOf(schedule: Schedule | undefined): ScheduleValues {
  const preset = schedule === undefined ? { preset: 'quarterly' as const } : presetOf(schedule.rule);
  return {
    preset: preset?.preset ?? 'custom',
    weeks: String(preset?.weeks ?? 2),
    rule: schedule?.rule ?? '',
    startsOn: schedule?.startsOn ?? today(),
    graceDays: String(schedule?.graceDays ?? 0),
  };
}

/** The rule the inputs stand for. */
function ruleOf({ preset, weeks, rule }: ScheduleValues): string {
  if (preset === 'custom') return rule;
  if (preset === 'weeks') return weeklyRule(Number(weeks));
  return schedulePresets[preset satisfies SchedulePreset];
}

/** An empty input is no number at all, which the schema refuses, rather than 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const toInput = (values: ScheduleValues) => ({
  rule: ruleOf(values),
  startsOn: values.startsOn,
  graceDays: numberOf(values.graceDays),
});

/** How many days ahead the preview looks for its three days: a rule every third year still shows them. */
const PREVIEW_DAYS = 3_660;

/** The rule in words and its next three days from today (or from its start), or null while it is no rule. */
function previewOf(values: ScheduleValues, language: 'en' | 'nb') {
  const rule = normaliseRule(ruleOf(values));
  const day = values.startsOn;
  if (ruleProblem(rule) !== null || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !dayjs(day).isValid()) return null;
  const from = day > today() ? day : today();
  return {
    words: describeRule(rule, language),
    days: occurrenceDays(rule, day, from, plusDays(from, PREVIEW_DAYS)).slice(0, 3),
  };
}

interface ScheduleDialogProps {
  holder: ScheduleHolder;
  subject: ScheduleSubject;
  /** The schedule to change; without it the dialog plans a new one. */
  schedule?: Schedule;
  onClose: () => void;
}

/**
 * Plans recurring work (POST) or changes its plan (PUT): a common rule or an RRULE of one's own, the day it
 * starts and the days of grace after each occurrence, with the rule in words and its next days as a preview.
 */
export function ScheduleDialog({ holder, subject, schedule, onClose }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const formatDate = useFormatDate();
  const language = useRuleLanguage();
  const previewId = useId();
  const planning = schedule === undefined;
  const kind = t(`schedules.kinds.${kindOf(holder, subject) ?? 'execution'}`);
  const title = planning ? t('schedules.planTitle', { kind }) : t('schedules.editTitle', { kind });
  return (
    <FormDialog
      title={title}
      submitLabel={planning ? t('schedules.plan') : t('forms.save')}
      // A schedule's own fields: the same for a new schedule on any owner and for a change.
      schema={createEvidenceScheduleSchema}
      initialValues={valuesOf(schedule)}
      toInput={toInput}
      save={(input) => {
        if (!planning) return api.call(scheduleRoutes.update, { params: { id: schedule.id }, body: input });
        if (holder.category === 'Evidence')
          return api.call(scheduleRoutes.createOfEvidence, {
            params: { id: holder.evidence.id },
            body: input,
          });
        return api.call(ownedBy(scheduleRoutes.create, holder.category), {
          params: { id: holder.id },
          body: { ...input, subject },
        });
      }}
      succeeded={(_input, saved) =>
        planning ? t('schedules.planned', { rule: describeRule(saved.rule, language) }) : t('forms.updated')
      }
      failed={planning ? t('schedules.notPlanned') : t('forms.notUpdated')}
      invalidates={scheduleChangeKeys}
      onClose={onClose}
      fields={(form) => {
        const { preset } = form.values;
        // A refusal of the rule shows at the control that makes it.
        const ruleError = form.problemText('rule');
        const preview = previewOf(form.values, language);
        return (
          <>
            <NativeSelect
              label={t('schedules.recurrence')}
              data={choices.map((choice) => ({ value: choice, label: t(`schedules.presets.${choice}`) }))}
              data-autofocus
              {...form.textProps('preset')}
              error={preset === 'custom' || preset === 'weeks' ? undefined : ruleError}
            />
            {preset === 'weeks' && (
              <TextInput
                label={t('schedules.weeks')}
                type="number"
                inputMode="numeric"
                min={1}
                {...form.textProps('weeks')}
                error={ruleError}
              />
            )}
            {preset === 'custom' && (
              <TextInput
                label={t('schedules.rule')}
                description={t('schedules.ruleHelp')}
                required
                autoComplete="off"
                ff="monospace"
                {...form.textProps('rule')}
              />
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                type="date"
                label={t('schedules.startsOn')}
                required
                {...form.textProps('startsOn')}
              />
              <TextInput
                type="number"
                inputMode="numeric"
                min={0}
                label={t('schedules.graceDays')}
                description={t('schedules.graceDaysHelp')}
                {...form.textProps('graceDays')}
              />
            </SimpleGrid>
            <Paper withBorder p="sm" component="section" aria-labelledby={previewId}>
              <Stack gap={4}>
                <Title order={3} size="h6" id={previewId}>
                  {t('schedules.preview')}
                </Title>
                {preview === null ? (
                  <Text size="sm" c="dimmed">
                    {t('schedules.noPreview')}
                  </Text>
                ) : (
                  <>
                    <Text size="sm" fw={500}>
                      {preview.words}
                    </Text>
                    <Text size="sm">{t('schedules.nextDays')}</Text>
                    {preview.days.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('schedules.noMoreDays')}
                      </Text>
                    ) : (
                      <List size="sm" aria-label={t('schedules.nextDays')}>
                        {preview.days.map((day) => (
                          <List.Item key={day}>{formatDate(day)}</List.Item>
                        ))}
                      </List>
                    )}
                  </>
                )}
              </Stack>
            </Paper>
          </>
        );
      }}
    />
  );
}
