import { type Maturity, type MaturityClassInfo, maturityClasses, maturityLevels } from '@praxis/contract';
import type { MaturityRow } from './maturities.repository.js';

export const presentMaturityClasses = (): MaturityClassInfo[] =>
  maturityClasses.map((id) => ({ id, displayName: id }));

export function presentMaturity(row: MaturityRow): Maturity {
  return {
    id: row.id,
    legacyId: row.legacyId,
    requirementId: row.requirementId,
    classId: row.classId,
    level: row.level,
    levelName: maturityLevels[row.level - 1]?.name ?? '',
    comment: row.comment,
    updatedAt: row.updatedAt.toISOString(),
  };
}
