import { Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { type ComparisonAspect, comparisonAspects } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { Loaded } from '../../../components/Loaded';
import { useFormatDateTime } from '../../../lib/useFormatDateTime';
import { AuditBreadcrumbs } from '../page/AuditBreadcrumbs';
import { useAudit, useAudits } from '../useAudits';
import { ChangeTable } from './ChangeTable';
import { useComparison } from './useComparison';

const ALL = 'all';
const TODAY = 'today';

/**
 * `/audits/{id}/compare?from=&with=&aspect=&specificationId=&topicId=`: a snapshot of this audit against
 * today or any snapshot of the company's audits, with a summary per topic and every changed requirement.
 * The address keeps every choice, so a comparison can be sent to someone.
 */
export function ComparePage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const audit = useAudit(id);
  const audits = useAudits();
  const from = params.get('from') ?? audit.data?.snapshots[0]?.id ?? null;
  const other = params.get('with') ?? TODAY;
  const aspect = comparisonAspects.find((value) => value === params.get('aspect'));
  const specificationId = params.get('specificationId');
  const topicId = params.get('topicId');
  const comparison = useComparison(id, from, other);

  const choose = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === ALL) next.delete(key);
        else next.set(key, value);
        // A topic belongs to a specification: another specification's choice clears it.
        if (key === 'specificationId') next.delete('topicId');
        return next;
      },
      { replace: true },
    );
  const all = { value: ALL, label: t('compare.all') };
  const snapshotLabel = (title: string, takenAt: string) => `${title} – ${formatDateTime(takenAt, '')}`;
  const others = (audits.data ?? []).flatMap((each) =>
    each.snapshots
      .filter((snapshot) => snapshot.id !== from)
      .map((snapshot) => ({ value: snapshot.id, label: snapshotLabel(each.title, snapshot.takenAt) })),
  );

  return (
    <Loaded query={audit}>
      {(data) => (
        <Stack>
          <AuditBreadcrumbs audit={data} current={t('compare.title')} />
          <Title order={1}>{t('compare.titleOf', { title: data.title })}</Title>
          {data.snapshots.length === 0 ? (
            <Text c="dimmed">{t('audits.noSnapshots')}</Text>
          ) : (
            <>
              <Group role="group" aria-label={t('compare.sides')} align="flex-end">
                <Select
                  label={t('compare.from')}
                  data={data.snapshots.map((snapshot) => ({
                    value: snapshot.id,
                    label: snapshotLabel(data.title, snapshot.takenAt),
                  }))}
                  value={from}
                  onChange={(value) => choose('from', value)}
                  allowDeselect={false}
                  w={320}
                />
                <Select
                  label={t('compare.with')}
                  data={[{ value: TODAY, label: t('compare.today') }, ...others]}
                  value={other}
                  onChange={(value) => choose('with', value)}
                  allowDeselect={false}
                  w={320}
                />
              </Group>
              <Loaded query={comparison}>
                {(result) => {
                  const topics = result.topics.filter(
                    (topic) => specificationId === null || topic.specificationId === specificationId,
                  );
                  const changes = result.changes.filter(
                    (change) =>
                      (aspect === undefined || change.aspects.includes(aspect)) &&
                      (specificationId === null || change.specificationId === specificationId) &&
                      (topicId === null || change.topicId === topicId),
                  );
                  return (
                    <Stack>
                      <Group role="group" aria-label={t('compare.filters')} align="flex-end">
                        <Select
                          label={t('compare.aspect')}
                          data={[
                            all,
                            ...comparisonAspects.map((value) => ({
                              value,
                              label: t(`compare.aspects.${value}`),
                            })),
                          ]}
                          value={aspect ?? ALL}
                          onChange={(value) => choose('aspect', value as ComparisonAspect | null)}
                          allowDeselect={false}
                          w={200}
                        />
                        {data.specifications.length > 1 && (
                          <Select
                            label={t('compare.specification')}
                            data={[all, ...data.specifications.map((s) => ({ value: s.id, label: s.name }))]}
                            value={specificationId ?? ALL}
                            onChange={(value) => choose('specificationId', value)}
                            allowDeselect={false}
                            w={240}
                          />
                        )}
                        <Select
                          label={t('compare.topic')}
                          data={[
                            all,
                            ...topics.map((topic) => ({ value: topic.topicId, label: topic.name })),
                          ]}
                          value={topicId ?? ALL}
                          onChange={(value) => choose('topicId', value)}
                          allowDeselect={false}
                          searchable
                          w={280}
                        />
                      </Group>
                      <DataTable
                        minWidth={480}
                        caption={t('compare.summary')}
                        headers={[t('compare.topic'), t('compare.changed')]}
                        withActions={false}
                      >
                        {topics.map((topic) => (
                          <Table.Tr key={topic.topicId}>
                            <Table.Th scope="row" fw={400}>
                              {topic.name}
                            </Table.Th>
                            <Table.Td>
                              {t('compare.changedOf', { changed: topic.changed, total: topic.requirements })}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </DataTable>
                      <Title order={2}>{t('compare.changes', { count: changes.length })}</Title>
                      {changes.length === 0 ? (
                        <Text c="dimmed">{t('compare.noChanges')}</Text>
                      ) : (
                        changes.map((change) => <ChangeTable key={change.requirementId} change={change} />)
                      )}
                    </Stack>
                  );
                }}
              </Loaded>
            </>
          )}
        </Stack>
      )}
    </Loaded>
  );
}
