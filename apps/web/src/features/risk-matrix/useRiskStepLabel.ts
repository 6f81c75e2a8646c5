import { consequenceLevels, likelihoodLevels } from '@praxis/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type RiskScale = 'likelihood' | 'consequence';

/** A step of a scale with its number and name: '1 – Rare', '5 – Severe'. */
export function useRiskStepLabel() {
  const { t } = useTranslation();
  return useCallback(
    (scale: RiskScale, step: number) => {
      const index = Math.min(Math.max(step, 1), 5) - 1;
      const name =
        scale === 'likelihood'
          ? t(`risks.likelihood.${likelihoodLevels[index] ?? 'rare'}`)
          : t(`risks.consequence.${consequenceLevels[index] ?? 'insignificant'}`);
      return t('risks.step', { step, name });
    },
    [t],
  );
}
