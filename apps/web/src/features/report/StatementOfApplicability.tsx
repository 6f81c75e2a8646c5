import type { SemaphoreColour, SoaRow, SoaStatus } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import chart from '../../components/charts/chart.module.css';
import { semaphoreFill } from '../../components/charts/semaphoreColours';
import { useFormatDate } from '../../lib/useFormatDate';
import classes from './ReportPage.module.css';

interface StatementOfApplicabilityProps {
  rows: SoaRow[];
  /** By requirement id: when it counts as implemented; the report adds this column, the SoA page has none. */
  implemented?: ReadonlyMap<string, string | null>;
}

const colourOfStatus: Record<SoaStatus, SemaphoreColour | null> = {
  implemented: 'green',
  partial: 'yellow',
  'not-implemented': 'red',
  'not-assessed': 'gray',
  excluded: null,
};

/**
 * Every requirement on one line: applicable or not and why, how far it is implemented and by which controls.
 * The table header repeats on each printed page, so a long statement stays readable on paper.
 */
export function StatementOfApplicability({ rows, implemented }: StatementOfApplicabilityProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (rows.length === 0) {
    return <p className={classes.muted}>{t('report.soaEmpty')}</p>;
  }
  return (
    <table className={`${classes.table} ${classes.soa}`}>
      <thead>
        <tr>
          <th scope="col">{t('report.columns.name')}</th>
          <th scope="col">{t('report.columns.topic')}</th>
          <th scope="col">{t('report.columns.applicable')}</th>
          <th scope="col">{t('report.columns.justification')}</th>
          <th scope="col">{t('report.columns.status')}</th>
          <th scope="col">{t('report.columns.controls')}</th>
          {implemented && <th scope="col">{t('report.columns.implemented')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const colour = colourOfStatus[row.status];
          return (
            <tr key={row.requirementId}>
              <th scope="row" style={{ paddingLeft: `${6 + row.depth * 12}px` }}>
                {row.name}
              </th>
              <td>{row.topic}</td>
              <td>{row.applicable ? t('report.yes') : t('report.no')}</td>
              <td>{row.justification ?? ''}</td>
              <td>
                <span className={classes.semaphore}>
                  {colour && (
                    <span className={chart.dot} style={{ background: semaphoreFill[colour] }} aria-hidden />
                  )}
                  {t(`report.soaStatus.${row.status}`)}
                </span>
              </td>
              <td>{row.controls.map((control) => `${control.identifier} ${control.name}`).join(', ')}</td>
              {implemented && <td>{formatDate(implemented.get(row.requirementId) ?? null)}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
