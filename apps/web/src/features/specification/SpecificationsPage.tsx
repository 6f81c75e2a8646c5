import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** `/praxis`: the list of specifications, filled by the specification issue. */
export function SpecificationsPage() {
  const { t } = useTranslation();
  return <Title order={1}>{t('specifications.title')}</Title>;
}
