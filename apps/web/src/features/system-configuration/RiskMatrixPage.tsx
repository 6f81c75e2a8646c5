import { ColorInput, SimpleGrid, TextInput, Title } from '@mantine/core';
import {
  DEFAULT_RISK_MATRIX,
  type RiskMatrix,
  riskLevelOf,
  riskLevels,
  riskMatrixSchema,
  riskRoutes,
} from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../components/Loaded';
import { SettingsForm } from '../../components/settings/SettingsForm';
import { SettingsPanel } from '../../components/settings/SettingsPanel';
import { useApi } from '../../lib/useApi';
import { useCan } from '../auth/useCan';
import { RiskGrid } from '../risk-matrix/RiskGrid';
import { riskMatrixQueryKey, useRiskMatrixQuery } from '../risk-matrix/riskQueries';

const thresholds = ['medium', 'high', 'critical'] as const;

/** What the inputs hold, named by the path of the matrix's field, so a problem's path finds its input. */
type MatrixValues = Record<
  `thresholds.${(typeof thresholds)[number]}` | `colours.${(typeof riskLevels)[number]}`,
  string
>;

const valuesOf = (matrix: RiskMatrix): MatrixValues => ({
  'thresholds.medium': String(matrix.thresholds.medium),
  'thresholds.high': String(matrix.thresholds.high),
  'thresholds.critical': String(matrix.thresholds.critical),
  'colours.low': matrix.colours.low,
  'colours.medium': matrix.colours.medium,
  'colours.high': matrix.colours.high,
  'colours.critical': matrix.colours.critical,
});

/** An empty input is no number at all, which the schema refuses, rather than 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const inputOf = (values: MatrixValues) => ({
  thresholds: {
    medium: numberOf(values['thresholds.medium']),
    high: numberOf(values['thresholds.high']),
    critical: numberOf(values['thresholds.critical']),
  },
  colours: {
    low: values['colours.low'],
    medium: values['colours.medium'],
    high: values['colours.high'],
    critical: values['colours.critical'],
  },
});

/** The rule that the thresholds rise concerns all three; it shows at the middle one. */
const aliases = { thresholds: 'thresholds.high' } as const;

/**
 * `/system-configuration/risk-matrix`: the company's risk matrix, the lowest score of each level
 * above low and each level's colour, with a preview of the 5×5 grid. Administrators change it; everyone else
 * sees it read-only.
 */
export function RiskMatrixPage() {
  const { t } = useTranslation();
  const editable = useCan('company:admin');
  const query = useRiskMatrixQuery();
  const { thresholds: defaults, colours } = DEFAULT_RISK_MATRIX;
  const defaultColours = {
    lowColour: colours.low,
    mediumColour: colours.medium,
    highColour: colours.high,
    criticalColour: colours.critical,
  };
  return (
    <SettingsPanel
      entry="risk-matrix"
      description={t('riskMatrix.description', { ...defaults, ...defaultColours })}
      readOnly={!editable}
    >
      <Loaded query={query}>{(matrix) => <RiskMatrixForm matrix={matrix} readOnly={!editable} />}</Loaded>
    </SettingsPanel>
  );
}

function RiskMatrixForm({ matrix, readOnly }: { matrix: RiskMatrix; readOnly: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <SettingsForm
      label={t('settings.entries.risk-matrix')}
      schema={riskMatrixSchema}
      initialValues={valuesOf(matrix)}
      toInput={inputOf}
      aliases={aliases}
      save={(input) => api.call(riskRoutes.saveMatrix, { body: input })}
      invalidates={[riskMatrixQueryKey]}
      readOnly={readOnly}
      fields={(form) => {
        // The preview follows the inputs while they make a matrix, and shows the saved one otherwise.
        const entered = riskMatrixSchema.safeParse(inputOf(form.values));
        const preview = entered.success ? entered.data : matrix;
        return (
          <>
            <Title order={2} size="h4">
              {t('riskMatrix.thresholds')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {thresholds.map((level) => (
                <TextInput
                  key={level}
                  label={t('riskMatrix.threshold', { level: t(`risks.levels.${level}`) })}
                  type="number"
                  inputMode="numeric"
                  min={2}
                  max={25}
                  disabled={readOnly}
                  {...form.textProps(`thresholds.${level}`)}
                />
              ))}
            </SimpleGrid>
            <Title order={2} size="h4">
              {t('riskMatrix.colours')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              {riskLevels.map((level) => (
                <ColorInput
                  key={level}
                  label={t('riskMatrix.colour', { level: t(`risks.levels.${level}`) })}
                  format="hex"
                  disabled={readOnly}
                  {...form.textProps(`colours.${level}`)}
                  onChange={(colour) => form.change({ [`colours.${level}`]: colour })}
                />
              ))}
            </SimpleGrid>
            <RiskGrid
              caption={t('riskMatrix.preview')}
              matrix={preview}
              cell={(likelihood, consequence) => {
                const score = likelihood * consequence;
                return t('risks.levelWithScore', {
                  level: t(`risks.levels.${riskLevelOf(score, preview)}`),
                  score,
                });
              }}
            />
          </>
        );
      }}
    />
  );
}
