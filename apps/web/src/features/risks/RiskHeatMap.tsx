import type { RiskMatrix } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import type { Rating } from '../items/fields/RiskFields';
import { RiskGrid } from '../risk-matrix/RiskGrid';
import classes from '../risk-matrix/RiskGrid.module.css';

/** A cell of one of the two heat maps. */
export interface HeatMapCell {
  rating: Rating;
  likelihood: number;
  consequence: number;
}

interface RiskHeatMapProps {
  rating: Rating;
  /** 5×5 counts indexed [likelihood − 1][consequence − 1] (GET /v2/risks/heatmap). */
  counts: number[][];
  matrix: RiskMatrix;
  /** The cell the register is narrowed to; without `onSelect` the counts are plain text (the report). */
  selected?: HeatMapCell | null;
  onSelect?: (cell: HeatMapCell | null) => void;
}

/** The company's risk scenarios per cell, before (inherent) or after (residual) their reductions. */
export function RiskHeatMap({ rating, counts, matrix, selected = null, onSelect }: RiskHeatMapProps) {
  const { t } = useTranslation();
  return (
    <RiskGrid
      caption={t(`risks.heatMaps.${rating}`)}
      matrix={matrix}
      cell={(likelihood, consequence) => {
        const count = counts[likelihood - 1]?.[consequence - 1] ?? 0;
        const label = t('risks.cellLabel', { likelihood, consequence, count });
        if (onSelect === undefined) return count;
        const pressed =
          selected?.rating === rating &&
          selected.likelihood === likelihood &&
          selected.consequence === consequence;
        return (
          <button
            type="button"
            className={classes.cellButton}
            aria-label={label}
            aria-pressed={pressed}
            onClick={() => onSelect(pressed ? null : { rating, likelihood, consequence })}
          >
            {count}
          </button>
        );
      }}
    />
  );
}
