import { maturityLevels } from '@praxis/contract';

/** The translation key naming a maturity level 1-6, or 'none' for 0 (the origin of a chart's axis). */
export const maturityLevelKey = (level: number) =>
  `maturity.levels.${maturityLevels.find((m) => m.level === level)?.name ?? 'none'}` as const;
