import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** `/praxis/specification/{id}`: one specification, filled by the specification issue. */
export function SpecificationPage() {
  const { t } = useTranslation();
  return <Title order={1}>{t('specification.title')}</Title>;
}
