import type { SpecificationElement } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/useFormatDate';
import classes from './ReportPage.module.css';
import { implementedDateOf, type RequirementDetails } from './reportApi';
import { SemaphoreLabel } from './SemaphoreLabel';

interface StatementOfApplicabilityProps {
  requirements: SpecificationElement[];
  details: ReadonlyMap<string, RequirementDetails>;
}

/**
 * Every requirement on one line: applicable or not and why, its semaphore and when it was implemented. The
 * table header repeats on each printed page, so a long statement stays readable on paper.
 */
export function StatementOfApplicability({ requirements, details }: StatementOfApplicabilityProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (requirements.length === 0) {
    return <p className={classes.muted}>{t('report.soaEmpty')}</p>;
  }
  return (
    <table className={`${classes.table} ${classes.soa}`}>
      <thead>
        <tr>
          <th scope="col">{t('report.columns.code')}</th>
          <th scope="col">{t('report.columns.name')}</th>
          <th scope="col">{t('report.columns.applicable')}</th>
          <th scope="col">{t('report.columns.justification')}</th>
          <th scope="col">{t('report.columns.semaphore')}</th>
          <th scope="col">{t('report.columns.implemented')}</th>
        </tr>
      </thead>
      <tbody>
        {requirements.map((element) => {
          const row = details.get(element.id);
          // An undecided applicability counts as applicable until someone decides otherwise.
          const applicable = row?.applicability.applicable !== false;
          return (
            <tr key={element.id}>
              <td className={classes.code}>{element.code}</td>
              <th scope="row">{element.name}</th>
              <td>{applicable ? t('report.yes') : t('report.no')}</td>
              <td>{row?.applicability.justification ?? ''}</td>
              <td>{element.semaphore && <SemaphoreLabel colour={element.semaphore} />}</td>
              <td>{row ? formatDate(implementedDateOf(row)) : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
