import { Badge, Group, Text } from '@mantine/core';
import type { DatedThing } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/useFormatDate';

/** A thing's nearest date, what kind of date it is, and an 'Overdue' badge in words, not colour only. */
export function ThingDate({ thing }: { thing: DatedThing }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (thing.date === null || thing.dateKind === null) {
    return <Text c="dimmed">{t('work.noDate')}</Text>;
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Text>{`${t(`work.dateKinds.${thing.dateKind}`)}: ${formatDate(thing.date)}`}</Text>
      {thing.overdue && (
        <Badge color="red" variant="outline">
          {t('work.overdue')}
        </Badge>
      )}
    </Group>
  );
}
