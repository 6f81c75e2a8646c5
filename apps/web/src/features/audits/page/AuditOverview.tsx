import { Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../lib/useFormatDate';
import { useCan } from '../../auth/useCan';
import { personName } from '../useAudits';
import type { AuditTabProps } from './auditTab';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** The audit's details: when, who, what it examines; each specification links to itself and its SoA of today. */
export function AuditOverview({ audit }: AuditTabProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const none = t('audits.none');
  // An external auditor reads the audit's sealed pages only, never the company's specifications of today.
  const readsData = useCan('data:read');
  return (
    <Stack>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0}>
        <Fact label={t('audits.fields.auditDate')}>{formatDate(audit.auditDate)}</Fact>
        <Fact label={t('audits.period')}>
          {audit.periodStart || audit.periodEnd
            ? t('audits.periodValue', {
                start: formatDate(audit.periodStart),
                end: formatDate(audit.periodEnd),
              })
            : none}
        </Fact>
        <Fact label={t('audits.fields.leadAuditor')}>
          {audit.leadAuditor ? personName(audit.leadAuditor) : none}
        </Fact>
        <Fact label={t('audits.fields.team')}>
          {audit.team.length > 0 ? audit.team.map(personName).join(', ') : none}
        </Fact>
        <Fact label={t('audits.openFindings')}>{audit.openFindings}</Fact>
        <Fact label={t('audits.fields.scope')}>{audit.scope || none}</Fact>
      </SimpleGrid>
      <section aria-labelledby="audit-specifications">
        <Text id="audit-specifications" fw={600} mb="xs">
          {t('audits.fields.specifications')}
        </Text>
        <List>
          {audit.specifications.map((specification) => (
            <List.Item key={specification.id}>
              {readsData ? (
                <>
                  <Anchor component={Link} to={`/praxis/specification/${specification.id}`}>
                    {specification.name}
                  </Anchor>
                  {' · '}
                  <Anchor
                    href={`/praxis/specification/${specification.id}/soa`}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('audits.liveSoaOf', { name: specification.name })}
                  >
                    {t('audits.liveSoa')}
                  </Anchor>
                </>
              ) : (
                specification.name
              )}
            </List.Item>
          ))}
        </List>
      </section>
    </Stack>
  );
}
