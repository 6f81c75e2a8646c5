import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const riskScales = ['likelihood', 'consequence'] as const;
export type RiskScale = (typeof riskScales)[number];
export type RiskRating = Record<RiskScale, number | null>;

const steps = [1, 2, 3, 4, 5] as const;

interface RiskFieldsProps {
  value: RiskRating;
  onChange: (change: Partial<RiskRating>) => void;
  /** Problems to show at the fields, translated. */
  errors?: Partial<Record<RiskScale, string>>;
  readOnly?: boolean;
}

/** A threat's likelihood and consequence, each 1-5 or not assessed; their product is its risk level. */
export function RiskFields({ value, onChange, errors = {}, readOnly }: RiskFieldsProps) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start">
      {riskScales.map((scale) => {
        const label = t(`items.fields.${scale}`);
        return (
          <Select
            key={scale}
            label={label}
            placeholder={t('items.notAssessed')}
            data={steps.map((step) => ({
              value: String(step),
              label: t('items.riskStep', { step, name: t(`items.riskSteps.${scale}.${step}`) }),
            }))}
            value={value[scale] === null ? null : String(value[scale])}
            onChange={(next) => onChange({ [scale]: next === null ? null : Number(next) })}
            clearable={!readOnly}
            clearButtonProps={{ 'aria-label': t('select.clear', { label }) }}
            readOnly={readOnly}
            error={errors[scale]}
            comboboxProps={{ withinPortal: true }}
          />
        );
      })}
    </Group>
  );
}
