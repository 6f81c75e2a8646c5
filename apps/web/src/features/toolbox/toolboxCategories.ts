import type { CreatableCategory } from '@praxis/contract';
import type { TablerIcon } from '@tabler/icons-react';
import IconAlertTriangle from '@tabler/icons-react/icons/IconAlertTriangle';
import IconPackage from '@tabler/icons-react/icons/IconPackage';
import IconServer from '@tabler/icons-react/icons/IconServer';
import IconShieldCheck from '@tabler/icons-react/icons/IconShieldCheck';

/** The registers the toolbox panel lists (spec §2), in its order. */
export const toolboxCategories = [
  'Assets',
  'Products',
  'Controls',
  'Threats',
] as const satisfies readonly CreatableCategory[];
export type ToolboxCategory = (typeof toolboxCategories)[number];

/** Each register's icon: beside its name on a desktop, above it on narrower screens. */
export const categoryIcons: Record<ToolboxCategory, TablerIcon> = {
  Assets: IconServer,
  Products: IconPackage,
  Controls: IconShieldCheck,
  Threats: IconAlertTriangle,
};

/** Spec §9: the drawer's width in px. */
export const drawerWidth = 350;
