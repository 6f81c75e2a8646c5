import { Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  type SemaphoreColour,
  semaphoreColours,
  type WorkKind,
  type WorkQuery,
  type WorkRole,
  workKinds,
  workRoles,
} from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SemaphoreDot } from '../../components/charts/SemaphoreDot';
import { DataTable } from '../../components/DataTable';
import { Loaded } from '../../components/Loaded';
import { ItemDetailsProvider } from '../item-details/ItemDetailsProvider';
import { useMyWork } from '../items/useMyWork';
import { OccurrenceRule } from './OccurrenceRule';
import { ThingDate } from './ThingDate';
import { ThingLink } from './ThingLink';

const ALL = 'all';

/** A filter of the list: one of `values`, or all of them. */
function FilterSelect<T extends string>({
  label,
  values,
  nameOf,
  value,
  onChange,
}: {
  label: string;
  values: readonly T[];
  nameOf: (value: T) => string;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      data={[{ value: ALL, label: t('work.all') }, ...values.map((v) => ({ value: v, label: nameOf(v) }))]}
      value={value ?? ALL}
      onChange={(chosen) => onChange(chosen === null || chosen === ALL ? undefined : (chosen as T))}
      allowDeselect={false}
      w={180}
    />
  );
}

/**
 * `/my-work`: everything the signed-in person is responsible or accountable for, overdue
 * first, each row opening the thing. Readers see theirs too; the page changes nothing.
 */
export function MyWorkPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<WorkQuery>({});
  const work = useMyWork(query);
  const filter =
    <K extends keyof WorkQuery>(key: K) =>
    (value: WorkQuery[K]) =>
      setQuery((current) => ({ ...current, [key]: value }));

  return (
    <ItemDetailsProvider>
      <Stack>
        <div>
          <Title order={1}>{t('work.title')}</Title>
          {work.data && (
            <Text c="dimmed" aria-live="polite">
              {t('work.counts', work.data.counts)}
            </Text>
          )}
          <Text>{t('work.description')}</Text>
        </div>
        <Group role="group" aria-label={t('work.filters')} align="flex-end">
          <FilterSelect<WorkKind>
            label={t('work.kind')}
            values={workKinds}
            nameOf={(kind) => t(`work.kinds.${kind}`)}
            value={query.kind}
            onChange={filter('kind')}
          />
          <FilterSelect<WorkRole>
            label={t('work.role')}
            values={workRoles}
            nameOf={(role) => t(`work.roles.${role}`)}
            value={query.role}
            onChange={filter('role')}
          />
          <FilterSelect<SemaphoreColour>
            label={t('work.colour')}
            values={semaphoreColours}
            nameOf={(colour) => t(`semaphore.colours.${colour}`)}
            value={query.colour}
            onChange={filter('colour')}
          />
        </Group>
        <Loaded query={work}>
          {({ data, counts }) =>
            data.length === 0 ? (
              <Text c="dimmed">{counts.total === 0 ? t('work.empty') : t('work.noMatch')}</Text>
            ) : (
              <DataTable
                minWidth={720}
                caption={t('work.list')}
                headers={[t('work.colour'), t('work.what'), t('work.kind'), t('work.role'), t('work.date')]}
                withActions={false}
              >
                {data.map((entry) => (
                  <Table.Tr key={entry.activity?.occurrenceId ?? `${entry.id}-${entry.role}`}>
                    <Table.Td>
                      <SemaphoreDot colour={entry.colour} withLabel />
                    </Table.Td>
                    <Table.Td>
                      <ThingLink thing={entry} />
                    </Table.Td>
                    <Table.Td>
                      {t(`work.kinds.${entry.kind}`)}
                      {entry.activity && <OccurrenceRule activity={entry.activity} />}
                    </Table.Td>
                    <Table.Td>{t(`work.roles.${entry.role}`)}</Table.Td>
                    <Table.Td>
                      <ThingDate thing={entry} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
            )
          }
        </Loaded>
      </Stack>
    </ItemDetailsProvider>
  );
}
