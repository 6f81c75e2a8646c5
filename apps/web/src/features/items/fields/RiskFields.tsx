import { Fieldset, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { riskLevelOf, riskScoreOf } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { RiskMovement } from '../../risk-matrix/RiskMovement';
import { useRiskMatrix } from '../../risk-matrix/riskQueries';
import { useRiskStepLabel } from '../../risk-matrix/useRiskStepLabel';
import { RiskLevelField } from './RiskLevelField';

export const ratings = ['inherent', 'residual'] as const;
export type Rating = (typeof ratings)[number];
const scales = ['likelihood', 'consequence'] as const;
/** `inherentLikelihood` … `residualConsequence`: the contract's names of the four values. */
export type RatingField = `${Rating}${Capitalize<(typeof scales)[number]>}`;
export const ratingFields: readonly RatingField[] = [
  'inherentLikelihood',
  'inherentConsequence',
  'residualLikelihood',
  'residualConsequence',
];
const fieldOf = (rating: Rating, scale: (typeof scales)[number]): RatingField =>
  `${rating}${scale === 'likelihood' ? 'Likelihood' : 'Consequence'}`;
export type RiskRatings = Record<RatingField, number | null>;

const steps = [1, 2, 3, 4, 5] as const;

interface RiskFieldsProps {
  value: RiskRatings;
  onChange: (change: Partial<RiskRatings>) => void;
  /** Problems to show at the fields, translated. */
  errors?: Partial<Record<RatingField, string>>;
  readOnly?: boolean;
}

/** The risk of one rating under the company's matrix, or null while either value is unrated. */
function useRiskOf() {
  const matrix = useRiskMatrix();
  return (likelihood: number | null, consequence: number | null) => {
    const score = riskScoreOf(likelihood, consequence);
    return score === null ? null : { score, level: riskLevelOf(score, matrix) };
  };
}

/**
 * A risk scenario's rating (after ISO/IEC 27005): likelihood and consequence, each 1-5 or not assessed,
 * before its controls and treatments (inherent) and after them (residual), each with its score and level,
 * and how the risk moves from one to the other.
 */
export function RiskFields({ value, onChange, errors = {}, readOnly }: RiskFieldsProps) {
  const { t } = useTranslation();
  const riskOf = useRiskOf();
  const stepLabel = useRiskStepLabel();
  const risks = {
    inherent: riskOf(value.inherentLikelihood, value.inherentConsequence),
    residual: riskOf(value.residualLikelihood, value.residualConsequence),
  };
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {ratings.map((rating) => (
          <Fieldset key={rating} legend={t(`risks.ratings.${rating}`)} variant="filled" p="sm">
            <Stack gap="xs">
              <Group grow align="flex-start">
                {scales.map((scale) => {
                  const field = fieldOf(rating, scale);
                  const label = t(`risks.fields.${field}`);
                  const current = value[field];
                  return (
                    <Select
                      key={field}
                      label={label}
                      placeholder={t('items.notAssessed')}
                      data={steps.map((step) => ({ value: String(step), label: stepLabel(scale, step) }))}
                      value={current === null ? null : String(current)}
                      onChange={(next) => onChange({ [field]: next === null ? null : Number(next) })}
                      clearable={!readOnly}
                      clearButtonProps={{ 'aria-label': t('select.clear', { label }) }}
                      readOnly={readOnly}
                      error={errors[field]}
                      comboboxProps={{ withinPortal: true }}
                    />
                  );
                })}
              </Group>
              <RiskLevelField label={t(`risks.fields.${rating}Level`)} risk={risks[rating]} />
            </Stack>
          </Fieldset>
        ))}
      </SimpleGrid>
      {risks.inherent && risks.residual && (
        <Text size="sm">
          {t('risks.movementLabel')}{' '}
          <RiskMovement inherent={risks.inherent.score} residual={risks.residual.score} withScores />
        </Text>
      )}
    </Stack>
  );
}
