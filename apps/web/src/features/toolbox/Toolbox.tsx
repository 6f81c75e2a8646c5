import { Box, Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlayProvider } from '../../components/LoadingOverlayProvider';
import { ItemDetailsProvider } from '../items/ItemDetailsProvider';
import { specificationStore } from '../specification/useSpecificationState';
import { OpenItemFromAddress } from './OpenItemFromAddress';
import { ToolboxDrawer } from './ToolboxDrawer';
import { type ToolboxCategory, toolboxCategories } from './toolboxCategories';

/**
 * The toolbox side panel (spec §2): a button per register; choosing one opens its drawer beside the page,
 * pushing the content aside, and choosing it again closes it.
 */
export function Toolbox() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ToolboxCategory | null>(null);
  // Spec §3: the client state knows whether the drawer is shown (ENT-47).
  useEffect(() => specificationStore.dispatch({ type: 'setDrawerShown', shown: open !== null }), [open]);

  return (
    <LoadingOverlayProvider>
      <ItemDetailsProvider>
        <OpenItemFromAddress />
        <Box display="flex" h="100%">
          <Box
            component="nav"
            aria-label={t('toolbox.label')}
            p={6}
            style={{ borderRight: '1px solid var(--mantine-color-default-border)' }}
          >
            <Stack gap={6}>
              {toolboxCategories.map((category) => (
                <Button
                  key={category}
                  size="xs"
                  variant={open === category ? 'filled' : 'subtle'}
                  aria-pressed={open === category}
                  onClick={() => setOpen((current) => (current === category ? null : category))}
                >
                  {t(`items.categories.${category}.plural`)}
                </Button>
              ))}
            </Stack>
          </Box>
          {/* A new register is a new drawer: search and filters start afresh at page 1 (spec §4). */}
          {open !== null && <ToolboxDrawer key={open} category={open} onClose={() => setOpen(null)} />}
        </Box>
      </ItemDetailsProvider>
    </LoadingOverlayProvider>
  );
}
