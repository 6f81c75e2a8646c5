import { Alert, Button, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReportDocument } from './ReportDocument';
import classes from './ReportPage.module.css';
import { useReport } from './useReport';

/**
 * `/praxis/specification/{id}/report`: the printable report of one specification, in the bare
 * Report layout, opened in a tab of its own from the breadcrumb bar.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useReport(id);

  if (query.isError) {
    return (
      <Alert color="red" title={t('report.failed')} role="alert" maw={600} mx="auto" mt="xl">
        <Text size="sm" mb="sm">
          {query.error.message}
        </Text>
        <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
          {t('report.retry')}
        </Button>
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <div className={classes.status} role="status">
        <Loader />
        <Text>{t('report.loading')}</Text>
      </div>
    );
  }
  return <ReportDocument data={query.data} />;
}
