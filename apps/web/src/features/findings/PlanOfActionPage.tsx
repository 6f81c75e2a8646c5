import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { Finding } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../components/Loaded';
import { FindingDetailsDialog } from './FindingDetailsDialog';
import { FindingsTable } from './FindingsTable';
import classes from './PlanOfActionPage.module.css';
import { isOverdue, personName, useFindings } from './useFindings';

const ALL = 'all';
const NOBODY = 'nobody';

/** The distinct values of the findings by `key`, in their first order, as choices of a filter. */
function choicesOf(findings: Finding[], key: (finding: Finding) => [string, string]) {
  const found = new Map(findings.map((finding) => key(finding)));
  return [...found].map(([value, label]) => ({ value, label }));
}

/**
 * `/findings`: the plan of action, every open finding of every audit the caller sees with its due date and
 * owner, earliest due first, overdue ones saying so; filtered by audit and owner, and printable.
 */
export function PlanOfActionPage() {
  const { t } = useTranslation();
  const findings = useFindings({ state: 'open' });
  const [audit, setAudit] = useState(ALL);
  const [owner, setOwner] = useState(ALL);
  const [opened, setOpened] = useState<Finding | null>(null);
  const ownerOf = (finding: Finding) => finding.owner?.id ?? NOBODY;
  return (
    <Stack className={classes.page}>
      <div>
        <Title order={1}>{t('findings.plan.title')}</Title>
        {findings.data && (
          <Text c="dimmed" aria-live="polite">
            {t('findings.plan.counts', {
              open: findings.data.length,
              overdue: findings.data.filter(isOverdue).length,
            })}
          </Text>
        )}
        <Text>{t('findings.plan.description')}</Text>
      </div>
      <Loaded query={findings}>
        {(list) => {
          const shown = list.filter(
            (finding) =>
              (audit === ALL || finding.auditId === audit) && (owner === ALL || ownerOf(finding) === owner),
          );
          return (
            <>
              <Group
                role="group"
                aria-label={t('findings.plan.filters')}
                align="flex-end"
                className={classes.screenOnly}
              >
                <Select
                  label={t('findings.columns.audit')}
                  data={[
                    { value: ALL, label: t('findings.plan.all') },
                    ...choicesOf(list, (finding) => [finding.auditId, finding.auditTitle]),
                  ]}
                  value={audit}
                  onChange={(chosen) => setAudit(chosen ?? ALL)}
                  allowDeselect={false}
                  w={240}
                />
                <Select
                  label={t('findings.columns.owner')}
                  data={[
                    { value: ALL, label: t('findings.plan.all') },
                    ...choicesOf(list, (finding) => [
                      ownerOf(finding),
                      finding.owner === null ? t('findings.noOwner') : personName(finding.owner),
                    ]),
                  ]}
                  value={owner}
                  onChange={(chosen) => setOwner(chosen ?? ALL)}
                  allowDeselect={false}
                  w={240}
                />
                <Button variant="default" onClick={() => window.print()}>
                  {t('findings.plan.print')}
                </Button>
              </Group>
              {shown.length === 0 ? (
                <Text c="dimmed">
                  {list.length === 0 ? t('findings.plan.empty') : t('findings.plan.noMatch')}
                </Text>
              ) : (
                <FindingsTable
                  caption={t('findings.plan.title')}
                  findings={shown}
                  columns={['title', 'audit', 'requirement', 'owner', 'due', 'status']}
                  onOpen={setOpened}
                />
              )}
            </>
          );
        }}
      </Loaded>
      {opened !== null && (
        <FindingDetailsDialog
          findingId={opened.id}
          auditId={opened.auditId}
          onClose={() => setOpened(null)}
        />
      )}
    </Stack>
  );
}
