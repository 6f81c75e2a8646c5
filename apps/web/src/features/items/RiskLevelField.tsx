import { TextInput } from '@mantine/core';
import type { Item } from '@praxis/contract';
import { useTranslation } from 'react-i18next';

interface RiskLevelFieldProps {
  label: string;
  /** A threat's risk level, or an asset's criticality (the highest of its threats'); null: not assessed. */
  risk: Item['riskLevel'];
}

/** A derived risk, shown read-only as its band and level ('High (20)'). */
export function RiskLevelField({ label, risk }: RiskLevelFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      readOnly
      value={
        risk
          ? t('items.criticality', { band: t(`items.riskBands.${risk.band}`), level: risk.level })
          : t('items.notAssessed')
      }
    />
  );
}
