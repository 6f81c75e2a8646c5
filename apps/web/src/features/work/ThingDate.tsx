import { Badge, Group, Stack, Text } from '@mantine/core';
import type { DatedThing } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/useFormatDate';

/**
 * A thing's nearest date, what kind of date it is, and an 'Overdue' badge in words, not colour only; for an
 * occurrence with a grace period, also the day that period ends.
 */
export function ThingDate({ thing }: { thing: DatedThing }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (thing.date === null || thing.dateKind === null) {
    return <Text c="dimmed">{t('work.noDate')}</Text>;
  }
  const graceEndsOn = thing.activity?.graceEndsOn;
  return (
    <Stack gap={0}>
      <Group gap="xs" wrap="nowrap">
        <Text>{`${t(`work.dateKinds.${thing.dateKind}`)}: ${formatDate(thing.date)}`}</Text>
        {thing.overdue && (
          <Badge color="red" variant="outline">
            {t('work.overdue')}
          </Badge>
        )}
      </Group>
      {graceEndsOn !== undefined && graceEndsOn !== thing.date && (
        <Text size="sm" c="dimmed">
          {t('work.graceEnds', { date: formatDate(graceEndsOn) })}
        </Text>
      )}
    </Stack>
  );
}
