import { Anchor, Box, Breadcrumbs, Button, Group, Text } from '@mantine/core';
import IconChecklist from '@tabler/icons-react/icons/IconChecklist';
import IconFileReport from '@tabler/icons-react/icons/IconFileReport';
import IconLayoutSidebar from '@tabler/icons-react/icons/IconLayoutSidebar';
import IconPrinter from '@tabler/icons-react/icons/IconPrinter';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import iconOnlyOnPhone from '../../../components/iconOnlyOnPhone.module.css';
import { breadcrumbsHeight } from '../../../components/theme/theme';
import { isAddressedBy } from '../specificationAddress';
import { navigationIndexId } from './specificationState';
import { specificationStore, useSpecificationState } from './useSpecificationState';

/** The buttons' look: the icon and, from 577 px, the name beside it. */
const action = { size: 'xs', variant: 'default', classNames: iconOnlyOnPhone } as const;
const icon = { size: 16, stroke: 1.75, 'aria-hidden': true } as const;

interface SpecificationBreadcrumbsProps {
  specificationId: string;
}

/**
 * The breadcrumb bar above one specification: 'specifications > {name}', the show/hide
 * navigation toggle, the report and the Statement of Applicability in new tabs, and print.
 */
export function SpecificationBreadcrumbs({ specificationId }: SpecificationBreadcrumbsProps) {
  const { t } = useTranslation();
  const indexExpanded = useSpecificationState((state) => state.indexExpanded);
  const current = useSpecificationState((state) => state.specification);
  // The page sets the name once it has loaded the specification; until then the bar says it is loading.
  const name = current && isAddressedBy(current, specificationId) ? current.name : t('app.loading');

  return (
    <Box
      h={breadcrumbsHeight}
      px="md"
      display="flex"
      style={{
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 'var(--mantine-spacing-sm)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Box component="nav" aria-label={t('breadcrumbs.label')} style={{ minWidth: 0 }}>
        <Breadcrumbs separator=">">
          <Anchor component={Link} to="/praxis">
            {t('breadcrumbs.specifications')}
          </Anchor>
          <Text component="span" aria-current="page" truncate>
            {name}
          </Text>
        </Breadcrumbs>
      </Box>
      <Group gap="xs" wrap="nowrap">
        <Button
          {...action}
          leftSection={<IconLayoutSidebar {...icon} />}
          aria-expanded={indexExpanded}
          aria-controls={navigationIndexId}
          onClick={() => specificationStore.dispatch({ type: 'toggleIndex' })}
        >
          {indexExpanded ? t('specification.hideNavigation') : t('specification.showNavigation')}
        </Button>
        <Button
          {...action}
          leftSection={<IconFileReport {...icon} />}
          component="a"
          href={`/praxis/specification/${specificationId}/report`}
          target="_blank"
          rel="noopener"
        >
          {t('specification.openReport')}
        </Button>
        {current && isAddressedBy(current, specificationId) && (
          <Button
            {...action}
            leftSection={<IconChecklist {...icon} />}
            component="a"
            href={`/praxis/specification/${current.id}/soa`}
            target="_blank"
            rel="noopener"
          >
            {t('specification.openSoa')}
          </Button>
        )}
        <Button {...action} leftSection={<IconPrinter {...icon} />} onClick={() => window.print()}>
          {t('specification.print')}
        </Button>
      </Group>
    </Box>
  );
}
