import { Button, Group } from '@mantine/core';
import { soaRowsOf, specificationRoutes } from '@praxis/contract';
import dayjs from 'dayjs';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MappingCoverage } from '../../components/charts/MappingCoverage';
import { MaturityOverviewChart } from '../../components/charts/MaturityOverviewChart';
import { SemaphoreSummary } from '../../components/charts/SemaphoreSummary';
import { type DocumentUrl, DownloadMenu } from '../../components/DownloadMenu';
import { useApi } from '../../lib/useApi';
import { useFormatDate } from '../../lib/useFormatDate';
import { EvidenceArchiveButton } from './EvidenceArchiveButton';
import { EvidenceIndex } from './EvidenceIndex';
import { PrintMargins } from './PrintMargins';
import { RecurringWork } from './RecurringWork';
import classes from './ReportPage.module.css';
import { implementedDateOf, type ReportData } from './reportApi';
import { reportTree } from './reportTree';
import { StatementOfApplicability } from './StatementOfApplicability';
import { TopicSection } from './TopicSection';

interface ReportDocumentProps {
  data: ReportData;
  /** A sealed snapshot's report: the state as of its moment, named by its SHA-256; without it, today's. */
  asOf?: { takenAt: string; sha256: string };
  /** The evidence download that goes with the data: today's files unless given (a snapshot's archive). */
  archive?: ReactNode;
  /** Where the report is as a document: today's unless given (a snapshot's, dated at its seal). */
  documentUrl?: DocumentUrl;
}

/**
 * The report itself: header, overview charts, statement of applicability, then every topic
 * from a new page, and last the evidence index. On paper every page after the first repeats the specification's name and the date in
 * its top margin (CSS page margin boxes), and every page is numbered.
 */
export function ReportDocument({ data, asOf, archive, documentUrl }: ReportDocumentProps) {
  const { t } = useTranslation();
  const api = useApi();
  const formatDate = useFormatDate();
  const { specification, elements, overview, details, coverage } = data;
  const today = formatDate(asOf?.takenAt ?? dayjs().format('YYYY-MM-DD'));
  const tree = useMemo(() => reportTree(elements), [elements]);
  const requirements = useMemo(
    () => elements.filter((element) => element.kind === 'requirement'),
    [elements],
  );
  const soa = useMemo(() => soaRowsOf(elements, (id) => details.get(id)), [elements, details]);
  const implemented = useMemo(
    () => new Map([...details].map(([id, requirement]) => [id, implementedDateOf(requirement)])),
    [details],
  );

  return (
    <article className={classes.report} aria-labelledby="report-title">
      <title>{t('report.documentTitle', { name: specification.name })}</title>
      <PrintMargins left={specification.name} right={today} />
      <header className={classes.header}>
        <div>
          <p className={classes.kind}>{t('report.kind')}</p>
          <h1 id="report-title">{specification.name}</h1>
          {specification.version && <p>{t('report.version', { version: specification.version })}</p>}
          <p>{t('report.source', { source: specification.source })}</p>
          <p>{t(asOf ? 'report.sealedDate' : 'report.date', { date: today })}</p>
          {asOf && <p className={classes.code}>{t('report.sealedHash', { sha256: asOf.sha256 })}</p>}
        </div>
        <Group gap="xs" className={classes.screenOnly}>
          <DownloadMenu
            url={
              documentUrl ??
              ((query) => api.url(specificationRoutes.report, { params: { id: specification.id }, query }))
            }
            fileName={specification.name}
          />
          {archive ?? <EvidenceArchiveButton specification={specification} />}
          <Button onClick={() => window.print()}>{t('report.print')}</Button>
        </Group>
      </header>

      <section className={classes.section} aria-labelledby="report-overview">
        <h2 id="report-overview">{t('report.overview')}</h2>
        <h3>{t('report.maturityOverview')}</h3>
        <MaturityOverviewChart topics={overview} />
        <h3>{t('report.semaphoreOverview')}</h3>
        <SemaphoreSummary counts={specification.semaphore} />
        <MappingCoverage rows={coverage} heading={(title) => <h3>{title}</h3>} />
      </section>

      <section className={`${classes.section} ${classes.pageBreak}`} aria-labelledby="report-soa">
        <h2 id="report-soa">{t('report.soa')}</h2>
        <StatementOfApplicability rows={soa} implemented={implemented} />
      </section>

      <RecurringWork history={data.recurringWork} specificationId={asOf ? undefined : specification.id} />

      {tree.map((topic) => (
        <TopicSection key={topic.element.id} topic={topic} details={details} />
      ))}

      <EvidenceIndex requirements={requirements} details={details} />
    </article>
  );
}
