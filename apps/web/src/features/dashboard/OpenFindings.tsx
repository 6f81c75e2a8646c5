import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { type Dashboard, findingKinds } from '@praxis/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The audits' open findings as a figure of the dashboard: how many, of which kinds, how many overdue. */
export function OpenFindings({ findings }: { findings: Dashboard['findings'] }) {
  const { t } = useTranslation();
  const id = useId();
  const kinds = findingKinds.filter((kind) => (findings.open[kind] ?? 0) > 0);
  const total = kinds.reduce((sum, kind) => sum + (findings.open[kind] ?? 0), 0);
  return (
    <Paper withBorder p="sm" role="group" aria-labelledby={id}>
      <Text id={id} size="sm" c="dimmed">
        {t('dashboard.openFindings')}
      </Text>
      <Text fz={28} fw={700}>
        {total}
      </Text>
      <Stack gap={2}>
        {kinds.map((kind) => (
          <Text key={kind} size="sm">
            {t('dashboard.findingsOfKind', { kind: t(`findings.kinds.${kind}`), count: findings.open[kind] })}
          </Text>
        ))}
        {findings.overdue > 0 && (
          <Text size="sm" c="red" fw={500}>
            {t('dashboard.overdueCount', { count: findings.overdue })}
          </Text>
        )}
        <Anchor component={Link} to="/findings" size="sm">
          {t('findings.plan.title')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
