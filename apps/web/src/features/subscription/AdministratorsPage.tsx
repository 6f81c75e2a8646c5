import { Button, Table } from '@mantine/core';
import { type AssignableRole, subscriptionRoutes, type User } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { Loaded } from '../../components/Loaded';
import { SettingsPanel } from '../../components/settings/SettingsPanel';
import { displayNameOf } from '../../lib/displayName';
import { useApi } from '../../lib/useApi';
import { peopleQueryKey } from '../../lib/usePeople';
import { useCan } from '../auth/useCan';
import { ChangeRoleDialog } from '../system-configuration/persons/ChangeRoleDialog';
import { PromoteAdministrator } from './PromoteAdministrator';

/**
 * `/subscription/administrators`: who administers the company. An Administrator promotes a colleague or
 * takes the role away (they become a User); the server keeps at least one and says so when asked not to.
 */
export function AdministratorsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const editable = useCan('company:admin');
  const administrators = useQuery({
    // Under the people's key: a role changed anywhere reloads this list too.
    queryKey: [...peopleQueryKey, 'administrators'],
    queryFn: ({ signal }) => api.call(subscriptionRoutes.administrators, {}, signal),
  });
  const [change, setChange] = useState<{ person: User; role: AssignableRole } | null>(null);

  return (
    <SettingsPanel entry="administrators" description={t('administrators.description')} readOnly={!editable}>
      <Loaded query={administrators}>
        {(list) => (
          <DataTable minWidth={480} headers={[t('persons.name'), t('account.email')]} withActions={editable}>
            {list.map((person) => (
              <Table.Tr key={person.id}>
                <Table.Td>{displayNameOf(person)}</Table.Td>
                <Table.Td>{person.email}</Table.Td>
                {editable && (
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      aria-label={t('administrators.removeNamed', { name: displayNameOf(person) })}
                      onClick={() => setChange({ person, role: 'User' })}
                    >
                      {t('administrators.remove')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Loaded>
      {editable && (
        <PromoteAdministrator onChoose={(person) => setChange({ person, role: 'Administrator' })} />
      )}
      {change !== null && <ChangeRoleDialog {...change} onClose={() => setChange(null)} />}
    </SettingsPanel>
  );
}
