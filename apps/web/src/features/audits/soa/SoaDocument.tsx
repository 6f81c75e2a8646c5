import { Button, Group } from '@mantine/core';
import type { StatementOfApplicability as Statement } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { type DocumentUrl, DownloadMenu } from '../../../components/DownloadMenu';
import { useFormatDate } from '../../../lib/useFormatDate';
import { PrintMargins } from '../../report/PrintMargins';
import classes from '../../report/ReportPage.module.css';
import { StatementOfApplicability } from '../../report/StatementOfApplicability';

/**
 * The printable Statement of Applicability of one specification, today's or as a snapshot sealed it (then
 * dated by the snapshot and named by its SHA-256); the table's header repeats on every printed page. The
 * server writes the same statement as a document, which the Download menu saves.
 */
export function SoaDocument({ statement, documentUrl }: { statement: Statement; documentUrl: DocumentUrl }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { specification, snapshot } = statement;
  const date = formatDate(snapshot?.takenAt ?? statement.generatedAt);
  return (
    <article className={classes.report} aria-labelledby="soa-title">
      <title>{t('soa.documentTitle', { name: specification.name })}</title>
      <PrintMargins left={`${t('report.soa')}: ${specification.name}`} right={date} />
      <header className={classes.header}>
        <div>
          <p className={classes.kind}>{t('report.soa')}</p>
          <h1 id="soa-title">{specification.name}</h1>
          <p>{t(snapshot ? 'report.sealedDate' : 'report.date', { date })}</p>
          {snapshot && <p className={classes.code}>{t('report.sealedHash', { sha256: snapshot.sha256 })}</p>}
        </div>
        <Group gap="xs" className={classes.screenOnly}>
          <DownloadMenu url={documentUrl} fileName={`${t('report.soa')} ${specification.name}`} />
          <Button onClick={() => window.print()}>{t('report.print')}</Button>
        </Group>
      </header>
      <section className={classes.section} aria-labelledby="soa-title">
        <StatementOfApplicability rows={statement.rows} />
      </section>
    </article>
  );
}
