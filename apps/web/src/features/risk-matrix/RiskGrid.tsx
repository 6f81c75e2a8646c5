import { type RiskMatrix, riskLevelOf } from '@praxis/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './RiskGrid.module.css';
import { textColourOn } from './riskColours';
import { useRiskStepLabel } from './useRiskStepLabel';

const steps = [1, 2, 3, 4, 5] as const;
/** Likelihood rises up the page, as risk matrices are drawn (ISO 31010). */
const likelihoodsTopDown = [...steps].reverse();

interface RiskGridProps {
  caption: string;
  matrix: RiskMatrix;
  /** What a cell holds: its count as a button on the risk view, its score in the matrix preview. */
  cell: (likelihood: number, consequence: number) => ReactNode;
}

/**
 * A 5×5 risk matrix: likelihood on the vertical axis, consequence on the horizontal, each cell coloured by the
 * level of likelihood × consequence under the company's matrix. A table, so a screen reader names each
 * cell's row and column and the grid prints as drawn.
 */
export function RiskGrid({ caption, matrix, cell }: RiskGridProps) {
  const { t } = useTranslation();
  const stepLabel = useRiskStepLabel();
  return (
    <table className={classes.grid}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={classes.corner}>
            {t('risks.likelihoodAxis')} \ {t('risks.consequenceAxis')}
          </th>
          {steps.map((consequence) => (
            <th key={consequence} scope="col" className={classes.axis}>
              {stepLabel('consequence', consequence)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {likelihoodsTopDown.map((likelihood) => (
          <tr key={likelihood}>
            <th scope="row" className={classes.axis}>
              {stepLabel('likelihood', likelihood)}
            </th>
            {steps.map((consequence) => {
              const colour = matrix.colours[riskLevelOf(likelihood * consequence, matrix)];
              return (
                <td
                  key={consequence}
                  className={classes.cell}
                  style={{ background: colour, color: textColourOn(colour) }}
                >
                  {cell(likelihood, consequence)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
