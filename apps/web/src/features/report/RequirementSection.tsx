import type { SpecificationElement } from '@praxis/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maturityLevelKey } from '../../components/charts/maturityLevelKey';
import { displayNameOf } from '../../lib/displayName';
import { useFormatDate } from '../../lib/useFormatDate';
import { LabelList } from '../labels/LabelList';
import { EvidenceTable } from './EvidenceTable';
import { ReportHtml } from './ReportHtml';
import classes from './ReportPage.module.css';
import type { RequirementDetails } from './reportApi';
import { SemaphoreLabel } from './SemaphoreLabel';

interface RequirementSectionProps {
  element: SpecificationElement;
  details: RequirementDetails;
  /** 3 under a topic, 4 under a sub-topic, one more under each requirement it is nested in (h6 at most). */
  level: number;
  /** The requirements nested in this one, shown inside it after its own facts. */
  nested?: ReactNode;
}

type HeadingTag = 'h3' | 'h4' | 'h5' | 'h6';
const headingTag = (level: number) => `h${Math.min(Math.max(level, 3), 6)}` as HeadingTag;

const checkpointKinds = ['deadlineDate', 'implementedDate', 'expiresDate'] as const;

/**
 * One requirement in the report: its semaphore, applicability, maturity, own checkpoints,
 * assignments, linked controls with their executions' dates, its evidence and its texts.
 */
export function RequirementSection({ element, details, level, nested }: RequirementSectionProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { applicability, checkpoints, controls, maturities, assignments } = details;
  const Heading = headingTag(level);
  const SubHeading = headingTag(level + 1);
  const headingId = `requirement-${element.id}`;
  const documentation = details.documentation.filter((entry) => entry.properties.content);
  // An import files the requirement's text as its authoritative documentation too; print it once.
  const text = documentation.some((entry) => entry.properties.content === details.text) ? null : details.text;

  return (
    <article className={classes.requirement} aria-labelledby={headingId}>
      <Heading id={headingId} className={classes.requirementHeading}>
        <span className={classes.code}>{element.code}</span> {element.name}
      </Heading>
      <dl className={classes.facts}>
        <dt>{t('report.semaphore')}</dt>
        <dd>
          <SemaphoreLabel colour={details.semaphore} />
        </dd>
        {details.labels.length > 0 && (
          <>
            <dt>{t('report.labels')}</dt>
            <dd>
              <LabelList labels={details.labels} size="xs" />
            </dd>
          </>
        )}
        <dt>{t('report.applicability')}</dt>
        <dd>
          {applicability.applicable === null
            ? t('report.undecided')
            : applicability.applicable
              ? t('report.applicable')
              : t('report.notApplicable')}
          {applicability.justification && (
            <div>{t('report.justification', { text: applicability.justification })}</div>
          )}
        </dd>
        <dt>{t('report.maturity')}</dt>
        <dd>
          {maturities.length === 0
            ? t('maturityChart.notAssessed')
            : maturities
                .toSorted((a, b) => a.classId.localeCompare(b.classId))
                .map((maturity) => (
                  <div key={maturity.id}>
                    {t('report.maturityValue', {
                      class: t(
                        maturity.classId === 'Current' ? 'maturityChart.current' : 'maturityChart.target',
                      ),
                      level: t('maturityChart.levelWithName', {
                        level: maturity.level,
                        name: t(maturityLevelKey(maturity.level)),
                      }),
                    })}
                    {maturity.comment && <span className={classes.comment}> — {maturity.comment}</span>}
                  </div>
                ))}
        </dd>
        <dt>{t('report.checkpoints')}</dt>
        <dd>
          {checkpointKinds.map((kind) => (
            <div key={kind}>
              {t('report.checkpointValue', {
                label: t(`items.checkpoints.${kind}`),
                date: formatDate(checkpoints[kind]),
              })}
            </div>
          ))}
        </dd>
        <dt>{t('report.assignments')}</dt>
        <dd>
          {assignments.length === 0
            ? t('report.none')
            : assignments
                .toSorted((a, b) => a.type - b.type)
                .map((assignment) => (
                  <div key={`${assignment.type}-${assignment.userId}`}>
                    {t('report.assignmentValue', {
                      role: t(`items.roles.${assignment.type as 0 | 1}`),
                      name: displayNameOf({ ...assignment.user, displayName: null }),
                    })}
                  </div>
                ))}
        </dd>
      </dl>

      <SubHeading id={`${headingId}-controls`} className={classes.subHeading}>
        {t('report.controls')}
      </SubHeading>
      {controls.length === 0 ? (
        <p className={classes.muted}>{t('report.noControls')}</p>
      ) : (
        <table className={classes.table} aria-labelledby={`${headingId}-controls`}>
          <thead>
            <tr>
              <th scope="col">{t('report.columns.control')}</th>
              <th scope="col">{t('report.columns.execution')}</th>
              <th scope="col">{t('report.columns.asset')}</th>
              <th scope="col">{t('report.columns.deadline')}</th>
              <th scope="col">{t('report.columns.implemented')}</th>
              <th scope="col">{t('report.columns.expires')}</th>
            </tr>
          </thead>
          <tbody>
            {controls.flatMap((control) => {
              const name = (
                <th scope="row" rowSpan={Math.max(control.executions.length, 1)}>
                  {control.identifier} {control.title ?? control.name}
                </th>
              );
              if (control.executions.length === 0) {
                return (
                  <tr key={control.id}>
                    {name}
                    <td colSpan={5} className={classes.muted}>
                      {t('report.noExecutions')}
                    </td>
                  </tr>
                );
              }
              return control.executions.map((execution, index) => (
                <tr key={`${control.id}-${execution.id}`}>
                  {index === 0 && name}
                  <td>{execution.identifier}</td>
                  <td>{execution.assetName}</td>
                  <td>{formatDate(execution.checkpoints.deadlineDate)}</td>
                  <td>{formatDate(execution.checkpoints.implementedDate)}</td>
                  <td>{formatDate(execution.checkpoints.expiresDate)}</td>
                </tr>
              ));
            })}
          </tbody>
        </table>
      )}

      <SubHeading id={`${headingId}-evidence`} className={classes.subHeading}>
        {t('report.evidence')}
      </SubHeading>
      {details.evidence.length === 0 ? (
        <p className={classes.muted}>{t('report.noEvidence')}</p>
      ) : (
        <EvidenceTable
          entries={details.evidence.map((evidence) => ({ evidence }))}
          controls={controls}
          labelledBy={`${headingId}-evidence`}
        />
      )}

      {text && (
        <>
          <SubHeading className={classes.subHeading}>{t('report.text')}</SubHeading>
          <ReportHtml html={text} />
        </>
      )}
      <SubHeading className={classes.subHeading}>{t('report.documentation')}</SubHeading>
      {documentation.length === 0 ? (
        <p className={classes.muted}>{t('report.noDocumentation')}</p>
      ) : (
        documentation.map((entry) => (
          <section key={entry.id} className={classes.documentation} aria-label={entry.class.displayName}>
            <p className={classes.documentationTitle}>
              {t('report.documentationTitle', {
                class: entry.class.displayName,
                purpose: t(`report.purposes.${entry.purpose}`),
              })}
            </p>
            <ReportHtml html={entry.properties.content ?? ''} />
          </section>
        ))
      )}
      {nested && <div className={classes.nested}>{nested}</div>}
    </article>
  );
}
