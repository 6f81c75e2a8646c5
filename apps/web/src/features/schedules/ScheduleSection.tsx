import { Button, Group, Stack, Table, Text } from '@mantine/core';
import {
  describeRule,
  presetOf,
  type Schedule,
  type ScheduleSubject,
  scheduleRoutes,
} from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../components/CollapsibleSection';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { InlineLoader } from '../../components/InlineLoader';
import { useApi } from '../../lib/useApi';
import { useFormatDate } from '../../lib/useFormatDate';
import { OccurrenceActions } from './OccurrenceActions';
import { OccurrenceStateBadge } from './OccurrenceStateBadge';
import { OccurrencesDialog } from './OccurrencesDialog';
import { ScheduleDialog } from './ScheduleDialog';
import { useRuleLanguage } from './useRuleLanguage';
import { kindOf, type ScheduleHolder, scheduleChangeKeys, useSchedules } from './useSchedules';

interface ScheduleSectionProps {
  holder: ScheduleHolder;
  /** The holder's own recurring work, or the review of its documentation; an evidence's review is work. */
  subject: ScheduleSubject;
  /** Who may write plans, changes and stops the schedule and records its occurrences; others read it. */
  editable: boolean;
}

/**
 * The recurring work of an item, a requirement or an evidence: its rule in words, its start and grace
 * period, the next occurrence and where it stands, and the missed ones; planned, changed and stopped here,
 * and its occurrences recorded.
 */
export function ScheduleSection({ holder, subject, editable }: ScheduleSectionProps) {
  const { t } = useTranslation();
  const api = useApi();
  const schedules = useSchedules(holder);
  const [open, setOpen] = useState<'plan' | 'edit' | 'stop' | 'occurrences' | null>(null);
  const close = () => setOpen(null);
  const kind = kindOf(holder, subject);
  if (kind === null) return null;
  // One schedule per owner and subject: the section shows the one of its subject.
  const schedule = schedules.data?.find((one) => one.subject === subject);
  const title = t(`schedules.sections.${kind}`);

  return (
    <CollapsibleSection
      title={title}
      actions={
        editable &&
        !schedules.isPending &&
        (schedule === undefined ? (
          <Button size="xs" variant="light" onClick={() => setOpen('plan')}>
            {t('schedules.plan')}
          </Button>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => setOpen('edit')}>
              {t('schedules.edit')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setOpen('stop')}>
              {t('schedules.stop')}
            </Button>
          </Group>
        ))
      }
    >
      {schedules.isPending ? (
        <InlineLoader />
      ) : schedules.isError ? (
        <Text c="red" size="sm">
          {t('forms.loadFailed')}
        </Text>
      ) : schedule === undefined ? (
        <Text c="dimmed" size="sm">
          {t('schedules.notPlannedYet')}
        </Text>
      ) : (
        <Stack gap="xs">
          <ScheduleFacts schedule={schedule} editable={editable} />
          <Group>
            <Button size="xs" variant="subtle" onClick={() => setOpen('occurrences')}>
              {t('schedules.occurrences')}
            </Button>
          </Group>
        </Stack>
      )}
      {open === 'plan' && <ScheduleDialog holder={holder} subject={subject} onClose={close} />}
      {open === 'edit' && schedule !== undefined && (
        <ScheduleDialog holder={holder} subject={subject} schedule={schedule} onClose={close} />
      )}
      {open === 'occurrences' && schedule !== undefined && (
        <OccurrencesDialog schedule={schedule} editable={editable} onClose={close} />
      )}
      {open === 'stop' && schedule !== undefined && (
        <ConfirmDialog
          title={t('schedules.stopTitle')}
          question={t('schedules.stopQuestion', { kind: t(`schedules.kinds.${kind}`) })}
          detail={t('schedules.stopDetail')}
          confirmLabel={t('schedules.stop')}
          danger
          action={() => api.send(scheduleRoutes.remove, { params: { id: schedule.id } })}
          succeeded={t('schedules.stopped')}
          failed={t('schedules.notStopped')}
          invalidates={scheduleChangeKeys}
          onClose={close}
        />
      )}
    </CollapsibleSection>
  );
}

/** What a schedule says, row by row, with the next occurrence's state in words beside its colour. */
function ScheduleFacts({ schedule, editable }: { schedule: Schedule; editable: boolean }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const language = useRuleLanguage();
  const { next } = schedule;
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w={180}>{t('schedules.recurrence')}</Table.Th>
          <Table.Td>
            {describeRule(schedule.rule, language)}
            {presetOf(schedule.rule) === null && (
              <Text span size="xs" c="dimmed" ff="monospace" ml="xs">
                {schedule.rule}
              </Text>
            )}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('schedules.startsOn')}</Table.Th>
          <Table.Td>{formatDate(schedule.startsOn)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('schedules.grace')}</Table.Th>
          <Table.Td>{t('schedules.graceValue', { count: schedule.graceDays })}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('schedules.next')}</Table.Th>
          <Table.Td>
            {next === null ? (
              t('schedules.noNext')
            ) : (
              <Group gap="xs">
                <Text span size="sm">
                  {formatDate(next.dueOn)}
                </Text>
                <OccurrenceStateBadge state={next.state} />
                {editable && <OccurrenceActions schedule={schedule} occurrence={next} />}
              </Group>
            )}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('schedules.overdue')}</Table.Th>
          <Table.Td>
            <Text
              span
              size="sm"
              c={schedule.overdue > 0 ? 'red.8' : undefined}
              fw={schedule.overdue > 0 ? 600 : undefined}
            >
              {t('schedules.overdueValue', { count: schedule.overdue })}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
