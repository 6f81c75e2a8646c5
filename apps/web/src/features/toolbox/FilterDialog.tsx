import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type ItemCategory, itemRoutes, ownedBy, type SavedFilter } from '@praxis/contract';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import { useQuery } from '@tanstack/react-query';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialogs/Dialog';
import { IconButton } from '../../components/IconButton';
import { useApi } from '../../lib/useApi';
import { itemQueryKeys } from '../items/itemQueryKeys';
import { useCategoryNames } from '../items/useCategoryNames';
import { useLabels } from '../labels/useLabels';
import {
  applyDisabled,
  availableParameters,
  filterReducer,
  filtersToSave,
  initialFilterState,
} from './filterRules';

interface FilterDialogProps {
  category: ItemCategory;
  applied: SavedFilter[];
  onApply: (filters: SavedFilter[]) => void;
  onClose: () => void;
}

/** Loads the register's filter parameters, then shows the popup. */
export function FilterDialog(props: FilterDialogProps) {
  const api = useApi();
  const parameters = useQuery({
    queryKey: itemQueryKeys.filterParameters(props.category),
    queryFn: ({ signal }) => api.call(ownedBy(itemRoutes.filterParameters, props.category), {}, signal),
  });
  if (parameters.data === undefined) return null;
  return <FilterForm {...props} parameters={parameters.data.map((p) => p.parameter)} />;
}

function FilterForm({
  category,
  applied,
  onApply,
  onClose,
  parameters,
}: FilterDialogProps & { parameters: string[] }) {
  const { t } = useTranslation();
  const names = useCategoryNames(category);
  const labels = useLabels();
  const [state, dispatch] = useReducer(filterReducer, initialFilterState(parameters, applied));
  const free = availableParameters(state);
  const parameterLabel = (parameter: string) =>
    t(`toolbox.parameters.${parameter}`, { defaultValue: parameter });
  const title = t('toolbox.filterTitle', { category: names.plural });

  return (
    <Dialog onClose={onClose} title={title}>
      <Stack>
        {state.rows.length === 0 && <Text c="dimmed">{t('toolbox.noFilters')}</Text>}
        {state.rows.map((row, index) => {
          const rowNumber = index + 1;
          return (
            // Rows have no identity beyond their place; a deleted row's successors move up.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
              <Select
                label={t('toolbox.parameter', { number: rowNumber })}
                placeholder={t('items.choose')}
                data={[...(row.parameter === null ? [] : [row.parameter]), ...free].map((p) => ({
                  value: p,
                  label: parameterLabel(p),
                }))}
                value={row.parameter}
                onChange={(parameter) => parameter !== null && dispatch({ type: 'choose', index, parameter })}
                comboboxProps={{ withinPortal: true }}
                style={{ flex: 1 }}
              />
              {row.parameter === 'Label' ? (
                // A label is picked by its name, which the server matches whole in any letter case.
                <Select
                  label={t('toolbox.value', { number: rowNumber })}
                  placeholder={t('items.choose')}
                  data={[
                    ...new Set([
                      ...(labels.data ?? []).map((l) => l.name),
                      ...(row.value ? [row.value] : []),
                    ]),
                  ]}
                  value={row.value || null}
                  onChange={(value) => dispatch({ type: 'value', index, value: value ?? '' })}
                  comboboxProps={{ withinPortal: true }}
                  style={{ flex: 1 }}
                />
              ) : (
                <TextInput
                  label={t('toolbox.value', { number: rowNumber })}
                  value={row.value}
                  maxLength={300}
                  onChange={(event) => dispatch({ type: 'value', index, value: event.currentTarget.value })}
                  style={{ flex: 1 }}
                />
              )}
              <IconButton
                color="red"
                size="lg"
                label={t('toolbox.deleteFilter', { number: rowNumber })}
                icon={IconTrash}
                data-testid="delete-filter"
                onClick={() => dispatch({ type: 'delete', index })}
              />
            </Group>
          );
        })}
        <Select
          label={t('toolbox.addParameter')}
          placeholder={t('items.choose')}
          data={free.map((p) => ({ value: p, label: parameterLabel(p) }))}
          value={null}
          disabled={free.length === 0}
          onChange={(parameter) => parameter !== null && dispatch({ type: 'add', parameter })}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="space-between">
          <Button variant="subtle" color="red" onClick={() => dispatch({ type: 'clear' })}>
            {t('toolbox.clearFilters')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('forms.cancel')}
            </Button>
            <Button
              disabled={applyDisabled(state)}
              onClick={() => {
                onApply(filtersToSave(state));
                onClose();
              }}
            >
              {t('toolbox.apply')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Dialog>
  );
}
