import type { SpecificationElement } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { type EvidenceEntry, EvidenceTable } from './EvidenceTable';
import classes from './ReportPage.module.css';
import type { RequirementDetails } from './reportApi';

interface EvidenceIndexProps {
  requirements: SpecificationElement[];
  details: ReadonlyMap<string, RequirementDetails>;
}

/**
 * The report's last part: every evidence in it, grouped by requirement code in tree order (an execution's
 * evidence under each requirement its control is linked to, as in the requirements' own sections).
 */
export function EvidenceIndex({ requirements, details }: EvidenceIndexProps) {
  const { t } = useTranslation();
  const entries: EvidenceEntry[] = requirements.flatMap((requirement) => {
    const evidence = details.get(requirement.id)?.evidence ?? [];
    return evidence.map((item, index) => ({
      evidence: item,
      code: requirement.code,
      ...(index === 0 ? { codeRows: evidence.length } : {}),
    }));
  });
  return (
    <section className={`${classes.section} ${classes.pageBreak}`} aria-labelledby="report-evidence-index">
      <h2 id="report-evidence-index">{t('report.evidenceIndex')}</h2>
      {entries.length === 0 ? (
        <p className={classes.muted}>{t('report.evidenceIndexEmpty')}</p>
      ) : (
        <EvidenceTable
          entries={entries}
          controls={requirements.flatMap((requirement) => details.get(requirement.id)?.controls ?? [])}
          withCode
          labelledBy="report-evidence-index"
        />
      )}
    </section>
  );
}
