import { Box, Button } from '@mantine/core';
import { type ToolboxCategory, toolboxCategories } from '@praxis/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolboxHeight } from '../../components/theme/theme';
import { ItemDetailsProvider } from '../item-details/ItemDetailsProvider';
import { specificationStore } from '../specification/navigation/useSpecificationState';
import { OpenItemFromAddress } from './OpenItemFromAddress';
import classes from './Toolbox.module.css';
import { ToolboxDrawer } from './ToolboxDrawer';
import { categoryIcons } from './toolboxCategories';

/**
 * The toolbox panel: a button per register; choosing one opens its drawer beside the page, and
 * choosing it again closes it. Where panel and drawer go at each screen width is Toolbox.module.css's.
 */
export function Toolbox() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ToolboxCategory | null>(null);
  // The client state knows whether the drawer is shown.
  useEffect(() => specificationStore.dispatch({ type: 'setDrawerShown', shown: open !== null }), [open]);

  return (
    <ItemDetailsProvider>
      <OpenItemFromAddress />
      <Box className={classes.toolbox} style={{ '--toolbox-height': `${toolboxHeight}px` }}>
        <Box component="nav" aria-label={t('toolbox.label')} className={classes.panel}>
          {toolboxCategories.map((category) => {
            const Icon = categoryIcons[category];
            return (
              <Button
                key={category}
                size="xs"
                variant={open === category ? 'filled' : 'subtle'}
                classNames={{
                  root: classes.category,
                  inner: classes.categoryInner,
                  section: classes.categorySection,
                }}
                leftSection={<Icon size={22} stroke={1.75} aria-hidden />}
                aria-pressed={open === category}
                onClick={() => setOpen((current) => (current === category ? null : category))}
              >
                {t(`items.categories.${category}.plural`)}
              </Button>
            );
          })}
        </Box>
        {/* A new register is a new drawer: search and filters start afresh at page 1. */}
        {open !== null && <ToolboxDrawer key={open} category={open} onClose={() => setOpen(null)} />}
      </Box>
    </ItemDetailsProvider>
  );
}
