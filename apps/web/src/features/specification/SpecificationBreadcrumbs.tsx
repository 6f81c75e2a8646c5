import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { breadcrumbsHeight } from '../../app/theme';

interface SpecificationBreadcrumbsProps {
  specificationId: string;
}

/**
 * The breadcrumb bar above one specification (spec §2). It names the specification by its id until the
 * specification issue loads the name, and gains the index toggle and report buttons there.
 */
export function SpecificationBreadcrumbs({ specificationId }: SpecificationBreadcrumbsProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('breadcrumbs.label')}
      h={breadcrumbsHeight}
      px="md"
      display="flex"
      style={{ alignItems: 'center', borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Breadcrumbs>
        <Anchor component={Link} to="/praxis">
          {t('breadcrumbs.specifications')}
        </Anchor>
        <Text component="span" aria-current="page">
          {specificationId}
        </Text>
      </Breadcrumbs>
    </Box>
  );
}
