import { Button, Group, Table, Text } from '@mantine/core';
import type { Label } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { Loaded } from '../../components/Loaded';
import { RowActions } from '../../components/RowActions';
import { SettingsPanel } from '../../components/settings/SettingsPanel';
import { useCan } from '../auth/useCan';
import { DeleteLabelDialog } from './DeleteLabelDialog';
import { LabelBadge } from './LabelBadge';
import { LabelDialog } from './LabelDialog';
import { useLabels } from './useLabels';

type Editing = { action: 'add' } | { action: 'edit' | 'delete'; label: Label };

/** `/system-configuration/labels`: the labels users put on items and requirements; administrators define them. */
export function LabelsPage() {
  const { t } = useTranslation();
  const editable = useCan('company:admin');
  const labels = useLabels();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);

  return (
    <SettingsPanel entry="labels" description={t('labels.description')} readOnly={!editable}>
      {editable && (
        <Group>
          <Button onClick={() => setEditing({ action: 'add' })}>{t('labels.addTitle')}</Button>
        </Group>
      )}
      <Loaded query={labels}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t('labels.none')}</Text>
          ) : (
            <DataTable minWidth={420} headers={[t('labels.name'), t('labels.colour')]} withActions={editable}>
              {list.map((label) => (
                <Table.Tr key={label.id}>
                  <Table.Td>
                    <LabelBadge label={label} />
                  </Table.Td>
                  <Table.Td>{t(`editor.colours.${label.colour}`)}</Table.Td>
                  {editable && (
                    <RowActions
                      change={{
                        text: t('labels.edit'),
                        label: t('labels.editNamed', { name: label.name }),
                        onClick: () => setEditing({ action: 'edit', label }),
                      }}
                      remove={{
                        text: t('labels.delete'),
                        label: t('labels.deleteNamed', { name: label.name }),
                        onClick: () => setEditing({ action: 'delete', label }),
                      }}
                    />
                  )}
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </Loaded>
      {editing?.action === 'add' && <LabelDialog onClose={close} />}
      {editing?.action === 'edit' && <LabelDialog label={editing.label} onClose={close} />}
      {editing?.action === 'delete' && <DeleteLabelDialog label={editing.label} onClose={close} />}
    </SettingsPanel>
  );
}
