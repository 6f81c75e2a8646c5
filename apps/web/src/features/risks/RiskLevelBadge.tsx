import { Badge } from '@mantine/core';
import type { RiskLevel } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { textColourOn } from '../risk-matrix/riskColours';
import { useRiskMatrix } from '../risk-matrix/riskQueries';

/** A level and its score ('High (12)') in the company's colour of that level; a dash while unrated. */
export function RiskLevelBadge({ risk }: { risk: { score: number; level: RiskLevel } | null }) {
  const { t } = useTranslation();
  const matrix = useRiskMatrix();
  if (risk === null) return <>{t('items.notAssessed')}</>;
  const colour = matrix.colours[risk.level];
  return (
    <Badge
      color={colour}
      autoContrast={false}
      c={textColourOn(colour)}
      radius="sm"
      style={{ textTransform: 'none' }}
    >
      {t('risks.levelWithScore', { level: t(`risks.levels.${risk.level}`), score: risk.score })}
    </Badge>
  );
}
