import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** `/praxis/specification/{id}/report`: the printable report, filled by the report issue. */
export function ReportPage() {
  const { t } = useTranslation();
  return <Title order={1}>{t('report.title')}</Title>;
}
