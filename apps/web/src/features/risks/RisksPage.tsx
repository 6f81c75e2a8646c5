import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { riskLevels, riskRoutes, treatmentDecisions } from '@praxis/contract';
import IconDownload from '@tabler/icons-react/icons/IconDownload';
import IconPrinter from '@tabler/icons-react/icons/IconPrinter';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadMenu } from '../../components/DownloadMenu';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { Loaded } from '../../components/Loaded';
import { useApi } from '../../lib/useApi';
import { useFileTransfer } from '../../lib/useFileTransfer';
import { ItemDetailsProvider } from '../item-details/ItemDetailsProvider';
import { ratings } from '../items/fields/RiskFields';
import { useRiskHeatmap, useRiskMatrix, useRiskRegister } from '../risk-matrix/riskQueries';
import { RiskHeatMap } from './RiskHeatMap';
import { RiskRegisterTable } from './RiskRegisterTable';
import { noFilter, type RiskFilter, type Sort, UNDECIDED, visibleRows } from './riskRows';

const ALL = 'all';

/**
 * `/praxis/risks`: the company's risk register, filterable and sortable, beside the inherent
 * and residual heat maps; a heat-map cell narrows the register to the scenarios in it. A scenario opens in
 * its details dialog, whose connection sections show the loading overlay while they link. The Download menu
 * saves the register with its treatment plan as a document; 'Download XLSX' the plain register, a row per
 * scenario, for working on in a spreadsheet.
 */
export function RisksPage() {
  const { t } = useTranslation();
  const register = useRiskRegister();
  const heatmap = useRiskHeatmap();
  const matrix = useRiskMatrix();
  const api = useApi();
  const { download } = useFileTransfer();
  const showApiError = useApiErrorToast();
  const [filter, setFilter] = useState<RiskFilter>(noFilter);
  const [sort, setSort] = useState<Sort>({ key: 'residual', descending: true });
  const narrow = (change: Partial<RiskFilter>) => setFilter((current) => ({ ...current, ...change }));
  const { cell } = filter;

  return (
    <ItemDetailsProvider>
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>{t('risks.title')}</Title>
            <Text c="dimmed">{t('risks.description')}</Text>
          </div>
          <Group gap="xs">
            <Button
              component="a"
              href="/praxis/risks/report"
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
            >
              {t('risks.printReport')}
            </Button>
            <DownloadMenu
              url={(query) => api.url(riskRoutes.register, { query })}
              fileName={t('risks.documentFileName')}
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() =>
                download(api.url(riskRoutes.export), t('risks.exportFileName')).catch((error: unknown) =>
                  showApiError(t('risks.exportFailed'), error),
                )
              }
            >
              {t('risks.downloadXlsx')}
            </Button>
          </Group>
        </Group>
        <Loaded query={heatmap}>
          {(counts) => (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {ratings.map((rating) => (
                <RiskHeatMap
                  key={rating}
                  rating={rating}
                  counts={counts[rating]}
                  matrix={matrix}
                  selected={cell}
                  onSelect={(selected) => narrow({ cell: selected })}
                />
              ))}
            </SimpleGrid>
          )}
        </Loaded>
        <Group role="group" aria-label={t('risks.filters')} align="flex-end">
          <TextInput
            label={t('risks.search')}
            type="search"
            value={filter.text}
            onChange={(event) => narrow({ text: event.currentTarget.value })}
            w={240}
          />
          <Select
            label={t('risks.levelFilter')}
            data={[
              { value: ALL, label: t('risks.all') },
              ...riskLevels.map((level) => ({ value: level, label: t(`risks.levels.${level}`) })),
            ]}
            value={filter.level ?? ALL}
            onChange={(level) =>
              narrow({ level: level === null || level === ALL ? null : (level as RiskFilter['level']) })
            }
            allowDeselect={false}
            w={180}
          />
          <Select
            label={t('risks.decisionFilter')}
            data={[
              { value: ALL, label: t('risks.all') },
              { value: UNDECIDED, label: t('risks.undecided') },
              ...treatmentDecisions.map((decision) => ({
                value: decision,
                label: t(`risks.decisions.${decision}`),
              })),
            ]}
            value={filter.decision ?? ALL}
            onChange={(decision) =>
              narrow({
                decision: decision === null || decision === ALL ? null : (decision as RiskFilter['decision']),
              })
            }
            allowDeselect={false}
            w={200}
          />
        </Group>
        {cell && (
          <Group gap="xs" aria-live="polite">
            <Text size="sm">
              {t('risks.narrowedTo', {
                heatMap: t(`risks.heatMaps.${cell.rating}`),
                likelihood: cell.likelihood,
                consequence: cell.consequence,
              })}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => narrow({ cell: null })}>
              {t('risks.showAll')}
            </Button>
          </Group>
        )}
        <Loaded query={register}>
          {(rows) => {
            const shown = visibleRows(rows, filter, sort);
            return rows.length === 0 ? (
              <Text c="dimmed">{t('risks.empty')}</Text>
            ) : shown.length === 0 ? (
              <Text c="dimmed">{t('risks.noMatch')}</Text>
            ) : (
              <RiskRegisterTable rows={shown} sort={sort} onSort={setSort} />
            );
          }}
        </Loaded>
      </Stack>
    </ItemDetailsProvider>
  );
}
