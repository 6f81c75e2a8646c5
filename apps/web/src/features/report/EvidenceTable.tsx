import type { LinkedControl, ReportEvidence } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/useFormatDate';
import classes from './ReportPage.module.css';

/** How many characters of a SHA-256 the report prints: enough to tell files apart and to check one by eye. */
const SHA256_SHOWN = 12;

/** One evidence in a table: under which requirement (the index only) and who holds it. */
export interface EvidenceEntry {
  evidence: ReportEvidence;
  /** The requirement's code: shown in the index, where each requirement's first line carries it. */
  code?: string;
  /** How many lines share the code cell, on the first line of a requirement. */
  codeRows?: number;
}

interface EvidenceTableProps {
  entries: EvidenceEntry[];
  /** The linked controls of the requirements the evidence belongs to, to name the executions holding some. */
  controls: LinkedControl[];
  /** The index has a first column with the requirement's code. */
  withCode?: boolean;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** Each execution of the controls by its id, named by its identifier, its control's and its asset. */
function executionsOf(controls: LinkedControl[]) {
  const executions = new Map<string, { execution: string; control: string; asset: string }>();
  for (const control of controls) {
    for (const execution of control.executions) {
      executions.set(execution.id, {
        execution: execution.identifier,
        control: control.identifier,
        asset: execution.assetName,
      });
    }
  }
  return executions;
}

/**
 * Evidence as the auditor reads it: title (or the link), who holds it, the status and dates
 * of its latest revision, the revision and the first 12 characters of its SHA-256 (all of it on hover).
 */
export function EvidenceTable({ entries, controls, withCode = false, labelledBy }: EvidenceTableProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const executions = executionsOf(controls);
  const ownerOf = (evidence: ReportEvidence) => {
    if (evidence.ownerCategory === 'Requirements') return t('report.evidenceOwners.requirement');
    const execution = executions.get(evidence.ownerId);
    return execution
      ? t('report.evidenceOwners.execution', execution)
      : t('report.evidenceOwners.anExecution');
  };
  return (
    <table className={classes.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {withCode && <th scope="col">{t('report.evidenceColumns.code')}</th>}
          <th scope="col">{t('report.evidenceColumns.title')}</th>
          <th scope="col">{t('report.evidenceColumns.owner')}</th>
          <th scope="col">{t('report.evidenceColumns.status')}</th>
          <th scope="col">{t('report.evidenceColumns.effective')}</th>
          <th scope="col">{t('report.evidenceColumns.expires')}</th>
          <th scope="col">{t('report.evidenceColumns.revision')}</th>
          <th scope="col">{t('report.evidenceColumns.sha256')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(({ evidence, code, codeRows }) => (
          <tr key={`${code ?? ''}-${evidence.id}`}>
            {withCode && codeRows !== undefined && (
              <th scope="rowgroup" rowSpan={codeRows} className={classes.code}>
                {code}
              </th>
            )}
            <td>
              {evidence.title}
              {evidence.url && <div className={classes.evidenceLink}>{evidence.url}</div>}
            </td>
            <td>{ownerOf(evidence)}</td>
            <td>{t(`report.evidenceStatuses.${evidence.status}`)}</td>
            <td>{formatDate(evidence.effectiveDate)}</td>
            <td>{formatDate(evidence.expiresDate)}</td>
            <td>{evidence.revision}</td>
            <td>
              {evidence.sha256 ? (
                <code title={evidence.sha256}>{evidence.sha256.slice(0, SHA256_SHOWN)}</code>
              ) : (
                t('report.evidenceLink')
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
