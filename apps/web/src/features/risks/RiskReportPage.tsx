import { Button, Group } from '@mantine/core';
import type { RiskLevel } from '@praxis/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../components/Loaded';
import { useFormatDate } from '../../lib/useFormatDate';
import { useMe } from '../auth/useMe';
import { ratings } from '../items/fields/RiskFields';
import classes from '../report/ReportPage.module.css';
import { useRiskHeatmap, useRiskMatrix, useRiskRegister } from '../risk-matrix/riskQueries';
import { RiskHeatMap } from './RiskHeatMap';
import reportClasses from './RiskReportPage.module.css';
import { noFilter, ownerOf, sortKeys, visibleRows } from './riskRows';

/**
 * `/praxis/risks/report`: the company's risk report for print on A4, in the Report layout:
 * the two heat maps and the register, highest residual risk first.
 */
export function RiskReportPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { company } = useMe();
  const register = useRiskRegister();
  const heatmap = useRiskHeatmap();
  const matrix = useRiskMatrix();
  const today = formatDate(dayjs().format('YYYY-MM-DD'));
  const risk = (score: number | null, level: RiskLevel | null) =>
    score === null || level === null
      ? t('items.notAssessed')
      : t('risks.levelWithScore', { level: t(`risks.levels.${level}`), score });

  return (
    <article className={classes.report} aria-labelledby="risk-report-title">
      <title>{t('risks.report.documentTitle', { company: company.name })}</title>
      <header className={classes.header}>
        <div>
          <p className={classes.kind}>{t('risks.report.kind')}</p>
          <h1 id="risk-report-title">{company.name}</h1>
          <p>{t('report.date', { date: today })}</p>
        </div>
        <Group gap="xs" className={classes.screenOnly}>
          <Button onClick={() => window.print()}>{t('report.print')}</Button>
        </Group>
      </header>
      <section className={classes.section} aria-labelledby="risk-report-heat-maps">
        <h2 id="risk-report-heat-maps">{t('risks.report.heatMaps')}</h2>
        <Loaded query={heatmap}>
          {(counts) => (
            <div className={reportClasses.heatMaps}>
              {ratings.map((rating) => (
                <RiskHeatMap key={rating} rating={rating} counts={counts[rating]} matrix={matrix} />
              ))}
            </div>
          )}
        </Loaded>
      </section>
      <section className={classes.section} aria-labelledby="risk-report-register">
        <h2 id="risk-report-register">{t('risks.register')}</h2>
        <Loaded query={register}>
          {(rows) =>
            rows.length === 0 ? (
              <p className={classes.muted}>{t('risks.empty')}</p>
            ) : (
              <table className={classes.table}>
                <thead>
                  <tr>
                    {sortKeys.map((column) => (
                      <th key={column} scope="col">
                        {t(`risks.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {visibleRows(rows, noFilter, { key: 'residual', descending: true }).map((row) => (
                    <tr key={row.id}>
                      <td className={classes.code}>{row.identifier}</td>
                      <td>{row.name}</td>
                      <td>{risk(row.inherentScore, row.inherentLevel)}</td>
                      <td>{risk(row.residualScore, row.residualLevel)}</td>
                      <td>{ownerOf(row) ?? '–'}</td>
                      <td>
                        {row.treatment
                          ? t(`risks.decisions.${row.treatment.decision}`)
                          : t('risks.undecided')}
                      </td>
                      <td>{row.treatment ? t(`risks.statuses.${row.treatment.status}`) : '–'}</td>
                      <td>{row.treatment?.dueDate ? formatDate(row.treatment.dueDate) : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </Loaded>
      </section>
    </article>
  );
}
