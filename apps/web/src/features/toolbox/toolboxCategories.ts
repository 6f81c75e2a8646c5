import type { ToolboxCategory } from '@praxis/contract';
import type { TablerIcon } from '@tabler/icons-react';
import IconAlertTriangle from '@tabler/icons-react/icons/IconAlertTriangle';
import IconBolt from '@tabler/icons-react/icons/IconBolt';
import IconGauge from '@tabler/icons-react/icons/IconGauge';
import IconLockOpen from '@tabler/icons-react/icons/IconLockOpen';
import IconPackage from '@tabler/icons-react/icons/IconPackage';
import IconServer from '@tabler/icons-react/icons/IconServer';
import IconShieldCheck from '@tabler/icons-react/icons/IconShieldCheck';

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

/** The drawer's width in px. */
export const drawerWidth = 350;
