import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SemaphoreSummary } from '../../components/charts/SemaphoreSummary';
import classes from './ReportPage.module.css';
import { RequirementSection } from './RequirementSection';
import type { RequirementDetails } from './reportApi';
import type { ReportNode } from './reportTree';

interface TopicSectionProps {
  topic: ReportNode;
  details: ReadonlyMap<string, RequirementDetails>;
}

/** One topic on pages of its own: the colours of its requirements, then its sub-topics and requirements. */
export function TopicSection({ topic, details }: TopicSectionProps) {
  const { t } = useTranslation();
  const { element } = topic;
  const headingId = `topic-${element.id}`;
  // A requirement holds the requirements nested in it, a heading level further down.
  const requirement = (node: ReportNode, level: number): ReactNode => {
    const found = details.get(node.element.id);
    const nested = node.children.map((child) => requirement(child, level + 1));
    return (
      found && (
        <RequirementSection
          key={node.element.id}
          element={node.element}
          details={found}
          level={level}
          nested={nested.length > 0 ? nested : undefined}
        />
      )
    );
  };

  return (
    <section className={`${classes.topic} ${classes.pageBreak}`} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span className={classes.code}>{element.code}</span> {element.name}
      </h2>
      {element.counts && (
        <section aria-label={t('report.topicSemaphores', { code: element.code })}>
          <SemaphoreSummary counts={element.counts} />
        </section>
      )}
      {element.kind === 'requirement' && requirement(topic, 3)}
      {element.kind !== 'requirement' &&
        topic.children.map((child) =>
          child.element.kind === 'requirement' ? (
            requirement(child, 3)
          ) : (
            <section key={child.element.id} aria-labelledby={`topic-${child.element.id}`}>
              <h3 id={`topic-${child.element.id}`}>
                <span className={classes.code}>{child.element.code}</span> {child.element.name}
              </h3>
              {child.children.map((grandchild) => requirement(grandchild, 4))}
            </section>
          ),
        )}
    </section>
  );
}
