import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { Audit } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface AuditBreadcrumbsProps {
  audit: Audit;
  /** A page below the audit's (the comparison); without it, the audit's page is the current one. */
  current?: string;
}

/** 'Audits > {title}' (> the page below it), each step back a link. */
export function AuditBreadcrumbs({ audit, current }: AuditBreadcrumbsProps) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs separator=">">
      <Anchor component={Link} to="/audits">
        {t('audits.title')}
      </Anchor>
      {current === undefined ? (
        <Text component="span" aria-current="page">
          {audit.title}
        </Text>
      ) : (
        <Anchor component={Link} to={`/audits/${audit.id}?tab=snapshots`}>
          {audit.title}
        </Anchor>
      )}
      {current !== undefined && (
        <Text component="span" aria-current="page">
          {current}
        </Text>
      )}
    </Breadcrumbs>
  );
}
