import { Text } from '@mantine/core';
import { type DatedThing, describeRule } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { isInterfaceLanguage } from '../../lib/locale';

/** What an occurrence is: the kind of recurring work and its rule in words ('Every 3 months'). */
export function OccurrenceRule({ activity }: { activity: NonNullable<DatedThing['activity']> }) {
  const { t, i18n } = useTranslation();
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Text size="sm" c="dimmed">
      {`${t(`work.scheduleKinds.${activity.scheduleKind}`)} · ${describeRule(activity.rule, language)}`}
    </Text>
  );
}
