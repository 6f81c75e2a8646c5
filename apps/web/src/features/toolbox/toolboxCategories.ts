import type { CreatableCategory } from '@praxis/contract';

/** The registers the toolbox panel lists (spec §2), in its order. */
export const toolboxCategories = [
  'Assets',
  'Products',
  'Controls',
  'Threats',
] as const satisfies readonly CreatableCategory[];
export type ToolboxCategory = (typeof toolboxCategories)[number];

/** Spec §9: the drawer's width in px. */
export const drawerWidth = 350;
