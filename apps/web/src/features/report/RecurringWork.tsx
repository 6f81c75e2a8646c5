import { Button, Group, TextInput } from '@mantine/core';
import {
  describeRule,
  type OccurrenceCounts,
  queryKeyOf,
  type ScheduleHistory,
  type ScheduleHistoryQuery,
  scheduleRoutes,
} from '@praxis/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/useApi';
import { useFormatDate } from '../../lib/useFormatDate';
import classes from './ReportPage.module.css';

const countKeys = [
  'due',
  'onTime',
  'late',
  'skipped',
  'missed',
  'open',
] as const satisfies readonly (keyof OccurrenceCounts)[];

/** The count columns' headers, after the row's own. */
function CountHeads() {
  const { t } = useTranslation();
  return countKeys.map((key) => (
    <th key={key} scope="col">
      {t(`report.recurring.counts.${key}`)}
    </th>
  ));
}

const CountCells = ({ counts }: { counts: OccurrenceCounts }) =>
  countKeys.map((key) => <td key={key}>{counts[key]}</td>);

/** Another period of today's history, read when the person chooses it. */
function usePeriodHistory(specificationId: string | undefined, period: ScheduleHistoryQuery | null) {
  const api = useApi();
  const input = { params: { id: specificationId ?? '' }, query: period ?? { from: '', to: '' } };
  return useQuery({
    queryKey: queryKeyOf(scheduleRoutes.specificationHistory, input),
    queryFn: ({ signal }) => api.call(scheduleRoutes.specificationHistory, input, signal),
    enabled: specificationId !== undefined && period !== null,
    placeholderData: keepPreviousData,
  });
}

/** The period form: two labelled days, applied together so that a half-typed period reads nothing. */
function PeriodForm({
  shown,
  onChoose,
}: {
  shown: ScheduleHistory;
  onChoose: (p: ScheduleHistoryQuery) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(shown.from);
  const [to, setTo] = useState(shown.to);
  const valid = from !== '' && to !== '' && from <= to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onChoose({ from, to });
  };
  return (
    <form onSubmit={submit} className={classes.screenOnly} aria-label={t('report.recurring.period')}>
      <Group align="flex-end" gap="sm" mb="sm">
        <TextInput
          type="date"
          label={t('report.recurring.from')}
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('report.recurring.to')}
          value={to}
          min={from || undefined}
          error={from !== '' && to !== '' && from > to ? t('report.recurring.toBeforeFrom') : undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <Button type="submit" variant="light" disabled={!valid}>
          {t('report.recurring.show')}
        </Button>
      </Group>
    </form>
  );
}

interface RecurringWorkProps {
  /** The history the report holds: the last twelve months today, the audit's period in a snapshot. */
  history: ScheduleHistory | null;
  /** Today's report lets the person choose another period of its specification; a sealed one keeps its own. */
  specificationId?: string;
}

/**
 * How the recurring work the requirements depend on went in a period: the totals, each activity with its rule
 * in words and who is responsible, and the counts per person. A snapshot sealed before recurring work was
 * part of snapshots says so.
 */
export function RecurringWork({ history, specificationId }: RecurringWorkProps) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const [period, setPeriod] = useState<ScheduleHistoryQuery | null>(null);
  const chosen = usePeriodHistory(specificationId, period);
  const shown = (period && chosen.data) || history;
  const language = i18n.language === 'nb' ? 'nb' : 'en';
  return (
    <section className={`${classes.section} ${classes.pageBreak}`} aria-labelledby="report-recurring">
      <h2 id="report-recurring">{t('report.recurring.title')}</h2>
      {shown === null ? (
        <p className={classes.muted}>{t('report.recurring.notSealed')}</p>
      ) : (
        <>
          {specificationId !== undefined && <PeriodForm shown={shown} onChoose={setPeriod} />}
          {chosen.isError && (
            <p role="alert" className={classes.muted}>
              {t('report.recurring.failed')}
            </p>
          )}
          <p>
            {t('report.recurring.periodText', {
              from: formatDate(shown.from),
              to: formatDate(shown.to),
              asOf: formatDate(shown.asOf),
            })}
          </p>
          <h3 id="report-recurring-totals">{t('report.recurring.totals')}</h3>
          <table className={classes.table} aria-labelledby="report-recurring-totals">
            <thead>
              <tr>
                <CountHeads />
              </tr>
            </thead>
            <tbody>
              <tr>
                <CountCells counts={shown.totals} />
              </tr>
            </tbody>
          </table>
          <h3 id="report-recurring-activities">{t('report.recurring.activities')}</h3>
          {shown.activities.length === 0 ? (
            <p className={classes.muted}>{t('report.recurring.noActivities')}</p>
          ) : (
            <table className={classes.table} aria-labelledby="report-recurring-activities">
              <thead>
                <tr>
                  <th scope="col">{t('report.recurring.activity')}</th>
                  <th scope="col">{t('report.recurring.rule')}</th>
                  <th scope="col">{t('report.recurring.responsible')}</th>
                  <CountHeads />
                </tr>
              </thead>
              <tbody>
                {shown.activities.map((activity) => (
                  <tr key={activity.scheduleId}>
                    <th scope="row">
                      {t(`report.recurring.kinds.${activity.kind}`)}: {activity.owner.code}{' '}
                      {activity.owner.name}
                      {activity.evidence && ` – ${activity.evidence.title}`}
                    </th>
                    <td>
                      {describeRule(activity.rule, language)}
                      {activity.graceDays > 0 &&
                        ` ${t('report.recurring.grace', { count: activity.graceDays })}`}
                    </td>
                    <td>{activity.responsible?.name ?? t('report.recurring.nobody')}</td>
                    <CountCells counts={activity.counts} />
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {shown.byPerson.length > 0 && (
            <>
              <h3 id="report-recurring-people">{t('report.recurring.byPerson')}</h3>
              <table className={classes.table} aria-labelledby="report-recurring-people">
                <thead>
                  <tr>
                    <th scope="col">{t('report.recurring.responsible')}</th>
                    <CountHeads />
                  </tr>
                </thead>
                <tbody>
                  {shown.byPerson.map(({ person, counts }) => (
                    <tr key={person?.id ?? 'nobody'}>
                      <th scope="row">{person?.name ?? t('report.recurring.nobody')}</th>
                      <CountCells counts={counts} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </>
      )}
    </section>
  );
}
