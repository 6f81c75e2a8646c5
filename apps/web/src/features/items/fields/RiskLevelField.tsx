import { ColorSwatch, TextInput } from '@mantine/core';
import type { RiskLevel } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { useRiskMatrix } from '../../risk-matrix/riskQueries';

interface RiskLevelFieldProps {
  label: string;
  /** Likelihood × consequence and its level under the company's matrix; null: not assessed. */
  risk: { score: number; level: RiskLevel } | null;
  /** Where the risk comes from (an asset's criticality names its scenario). */
  description?: string;
}

/** A derived risk, shown read-only as its level and score ('High (20)') beside the matrix's colour of it. */
export function RiskLevelField({ label, risk, description }: RiskLevelFieldProps) {
  const { t } = useTranslation();
  const matrix = useRiskMatrix();
  return (
    <TextInput
      label={label}
      description={description}
      readOnly
      leftSection={risk && <ColorSwatch color={matrix.colours[risk.level]} size={14} aria-hidden />}
      value={
        risk
          ? t('risks.levelWithScore', { level: t(`risks.levels.${risk.level}`), score: risk.score })
          : t('items.notAssessed')
      }
    />
  );
}
