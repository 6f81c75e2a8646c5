import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Dashboard as DashboardData, DatedThing } from '@praxis/contract';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../components/Loaded';
import { displayNameOf } from '../../lib/displayName';
import { ItemDetailsProvider } from '../item-details/ItemDetailsProvider';
import { ThingDate } from '../work/ThingDate';
import { ThingLink } from '../work/ThingLink';
import { DashboardBarChart } from './DashboardBarChart';
import { OpenFindings } from './OpenFindings';
import { useDashboard } from './useDashboard';

/** One figure of the dashboard: a labelled group, so it is found and read by its name; `children` below it. */
function Figure({ label, value, children }: { label: string; value: number; children?: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="sm" role="group" aria-labelledby={id}>
      <Text id={id} size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
      {children}
    </Paper>
  );
}

/** The first overdue or expiring things, each opening itself, and how many more there are. */
function DatedList({ title, list, empty }: { title: string; list: DashboardData['overdue']; empty: string }) {
  const { t } = useTranslation();
  return (
    <section aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {list.count === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.map((thing: DatedThing) => (
            <li key={thing.activity?.occurrenceId ?? `${thing.id}-${thing.dateKind}`}>
              <ThingLink thing={thing} />
              <ThingDate thing={thing} />
            </li>
          ))}
          {list.count > list.data.length && (
            <li>
              <Text c="dimmed">{t('dashboard.more', { count: list.count - list.data.length })}</Text>
            </li>
          )}
        </Stack>
      )}
    </section>
  );
}

/**
 * The dashboard at the top of `/praxis`: figures, the green share of each specification's
 * applicable requirements, what is overdue and what expires soon, and (not for Readers) who has the most
 * overdue work.
 */
export function Dashboard({ data }: { data: DashboardData }) {
  const { t, i18n } = useTranslation();
  const percent = useMemo(
    () => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }),
    [i18n.language],
  );
  const mostOverdue = Math.max(1, ...(data.people ?? []).map((person) => person.overdue));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Figure label={t('dashboard.overdue')} value={data.overdue.count} />
        <Figure label={t('dashboard.expiring')} value={data.expiring.count} />
        <Figure label={t('dashboard.evidence')} value={data.evidenceAwaitingReview} />
        <OpenFindings findings={data.findings} />
        {/* The company's occurrences due now, and those missed (past their grace period), in words too. */}
        <Figure label={t('dashboard.occurrences')} value={data.occurrences.due}>
          <Text size="sm" c={data.occurrences.overdue > 0 ? 'red' : 'dimmed'}>
            {t('dashboard.occurrencesMissed', { count: data.occurrences.overdue })}
          </Text>
        </Figure>
      </SimpleGrid>
      <section aria-label={t('dashboard.greenShare')}>
        <Title order={3} size="h5">
          {t('dashboard.greenShare')}
        </Title>
        {data.specifications.length === 0 ? (
          <Text c="dimmed">{t('dashboard.noSpecifications')}</Text>
        ) : (
          <DashboardBarChart
            summary={t('dashboard.greenShareSummary', { count: data.specifications.length })}
            caption={t('dashboard.greenShare')}
            labelHeader={t('dashboard.specification')}
            valueHeader={t('dashboard.share')}
            rows={data.specifications.map((specification) => {
              const share =
                specification.applicable === 0 ? 0 : specification.colours.green / specification.applicable;
              return {
                key: specification.id,
                label: specification.name,
                share,
                text: t('dashboard.greenShareValue', {
                  share: percent.format(share),
                  green: specification.colours.green,
                  applicable: specification.applicable,
                }),
              };
            })}
          />
        )}
      </section>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DatedList title={t('dashboard.overdue')} list={data.overdue} empty={t('dashboard.nothingOverdue')} />
        <DatedList
          title={t('dashboard.expiring')}
          list={data.expiring}
          empty={t('dashboard.nothingExpiring')}
        />
      </SimpleGrid>
      {data.people !== null && (
        <section aria-label={t('dashboard.people')}>
          <Title order={3} size="h5">
            {t('dashboard.people')}
          </Title>
          {data.people.length === 0 ? (
            <Text c="dimmed">{t('dashboard.nobodyOverdue')}</Text>
          ) : (
            <DashboardBarChart
              summary={t('dashboard.peopleSummary', { count: data.people.length })}
              caption={t('dashboard.people')}
              labelHeader={t('dashboard.person')}
              valueHeader={t('dashboard.overdue')}
              rows={data.people.map((person) => ({
                key: person.userId,
                label: displayNameOf({ ...person, displayName: null }),
                share: person.overdue / mostOverdue,
                text: t('dashboard.overdueCount', { count: person.overdue }),
              }))}
            />
          )}
        </section>
      )}
    </Stack>
  );
}

/** The dashboard as its own section of the page, loading on its own. */
export function DashboardSection() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  return (
    <ItemDetailsProvider>
      <section aria-label={t('dashboard.title')}>
        <Title order={2} mb="sm">
          {t('dashboard.title')}
        </Title>
        <Loaded query={dashboard}>{(data) => <Dashboard data={data} />}</Loaded>
      </section>
    </ItemDetailsProvider>
  );
}
