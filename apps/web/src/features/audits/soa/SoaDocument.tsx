import { Button } from '@mantine/core';
import type { StatementOfApplicability as Statement } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/useFormatDate';
import { PrintMargins } from '../../report/PrintMargins';
import classes from '../../report/ReportPage.module.css';
import { StatementOfApplicability } from '../../report/StatementOfApplicability';

/**
 * The printable Statement of Applicability of one specification, today's or as a snapshot sealed it (then
 * dated by the snapshot and named by its SHA-256); the table's header repeats on every printed page.
 */
export function SoaDocument({ statement }: { statement: Statement }) {
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
        <Button className={classes.screenOnly} onClick={() => window.print()}>
          {t('report.print')}
        </Button>
      </header>
      <section className={classes.section} aria-labelledby="soa-title">
        <StatementOfApplicability rows={statement.rows} />
      </section>
    </article>
  );
}
