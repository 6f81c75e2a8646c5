import { Button, Group, Table, Text } from '@mantine/core';
import { type Environment, subscriptionRoutes } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { Loaded } from '../../components/Loaded';
import { RowActions } from '../../components/RowActions';
import { SettingsPanel } from '../../components/settings/SettingsPanel';
import { useCan } from '../auth/useCan';
import { DeleteEnvironmentDialog } from './DeleteEnvironmentDialog';
import { EnvironmentDialog } from './EnvironmentDialog';
import { useSubscriptionSection } from './useSubscriptionSection';

type Editing = { action: 'add' } | { action: 'rename' | 'delete'; environment: Environment };

/** `/subscription/environments`: the company's named environments (production, test …). */
export function EnvironmentsPage() {
  const { t } = useTranslation();
  const editable = useCan('company:admin');
  const environments = useSubscriptionSection('environments', subscriptionRoutes.environments);
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);

  return (
    <SettingsPanel entry="environments" description={t('environments.description')} readOnly={!editable}>
      {editable && (
        <Group>
          <Button onClick={() => setEditing({ action: 'add' })}>{t('environments.addTitle')}</Button>
        </Group>
      )}
      <Loaded query={environments}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t('environments.none')}</Text>
          ) : (
            <DataTable
              minWidth={480}
              headers={[t('environments.name'), t('environments.descriptionLabel')]}
              withActions={editable}
            >
              {list.map((environment) => (
                <Table.Tr key={environment.id}>
                  <Table.Td>{environment.name}</Table.Td>
                  <Table.Td>{environment.description}</Table.Td>
                  {editable && (
                    <RowActions
                      change={{
                        text: t('environments.rename'),
                        label: t('environments.renameNamed', { name: environment.name }),
                        onClick: () => setEditing({ action: 'rename', environment }),
                      }}
                      remove={{
                        text: t('environments.delete'),
                        label: t('environments.deleteNamed', { name: environment.name }),
                        onClick: () => setEditing({ action: 'delete', environment }),
                      }}
                    />
                  )}
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </Loaded>
      {editing?.action === 'add' && <EnvironmentDialog onClose={close} />}
      {editing?.action === 'rename' && (
        <EnvironmentDialog environment={editing.environment} onClose={close} />
      )}
      {editing?.action === 'delete' && (
        <DeleteEnvironmentDialog environment={editing.environment} onClose={close} />
      )}
    </SettingsPanel>
  );
}
