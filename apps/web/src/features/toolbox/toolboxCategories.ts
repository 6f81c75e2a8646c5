import type { CreatableCategory } from '@praxis/contract';
import type { TablerIcon } from '@tabler/icons-react';
import IconAlertTriangle from '@tabler/icons-react/icons/IconAlertTriangle';
import IconBolt from '@tabler/icons-react/icons/IconBolt';
import IconGauge from '@tabler/icons-react/icons/IconGauge';
import IconLockOpen from '@tabler/icons-react/icons/IconLockOpen';
import IconPackage from '@tabler/icons-react/icons/IconPackage';
import IconServer from '@tabler/icons-react/icons/IconServer';
import IconShieldCheck from '@tabler/icons-react/icons/IconShieldCheck';

/**
 * The registers the toolbox panel lists (spec §2), in its order; issue 16's follow the risk scenarios in
 * the order a scenario is analysed: where it comes from, what makes it possible, what it adds up to.
 */
export const toolboxCategories = [
  'Assets',
  'Products',
  'Controls',
  'Threats',
  'Origins',
  'Causes',
  'Risks',
] as const satisfies readonly CreatableCategory[];
export type ToolboxCategory = (typeof toolboxCategories)[number];

/** Each register's icon: beside its name on a desktop, above it on narrower screens. */
export const categoryIcons: Record<ToolboxCategory, TablerIcon> = {
  Assets: IconServer,
  Products: IconPackage,
  Controls: IconShieldCheck,
  Threats: IconAlertTriangle,
  // A risk source strikes; a cause is a weakness left open; a risk is a level to read.
  Origins: IconBolt,
  Causes: IconLockOpen,
  Risks: IconGauge,
};

/** Spec §9: the drawer's width in px. */
export const drawerWidth = 350;
