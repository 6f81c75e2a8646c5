import { Button, Group, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../components/Loaded';
import { useCan } from '../auth/useCan';
import { useMe } from '../auth/useMe';
import { SettingsPanel } from '../settings/SettingsPanel';
import { InvitePersonDialog } from './InvitePersonDialog';
import { matchesPerson } from './matchesPerson';
import { PersonRow } from './PersonRow';
import { usePeople } from './usePeople';

/**
 * `/system-configuration/persons`: the people of the company. Administrators change roles, delete and
 * invite; everyone else who may read sees the same list without those controls.
 */
export function PersonsPage() {
  const { t } = useTranslation();
  const { user } = useMe();
  const editable = useCan('company:admin');
  const people = usePeople();
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);

  return (
    <SettingsPanel entry="persons" description={t('persons.description')} readOnly={!editable}>
      <Group justify="space-between" align="flex-end">
        <TextInput
          type="search"
          label={t('persons.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        {editable && <Button onClick={() => setInviting(true)}>{t('persons.inviteTitle')}</Button>}
      </Group>
      <Loaded query={people}>
        {(everyone) => {
          const shown = everyone.filter((person) => matchesPerson(person, search));
          return shown.length === 0 ? (
            <Text c="dimmed">{t('persons.noMatch')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table highlightOnHover>
                <Table.Caption>{t('persons.count', { count: shown.length })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('persons.name')}</Table.Th>
                    <Table.Th>{t('account.email')}</Table.Th>
                    <Table.Th>{t('persons.role')}</Table.Th>
                    <Table.Th>{t('persons.status')}</Table.Th>
                    {editable && (
                      <Table.Th>
                        <VisuallyHidden>{t('persons.actions')}</VisuallyHidden>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((person) => (
                    <PersonRow
                      key={person.id}
                      person={person}
                      editable={editable}
                      isSelf={person.id === user.id}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          );
        }}
      </Loaded>
      {inviting && <InvitePersonDialog onClose={() => setInviting(false)} />}
    </SettingsPanel>
  );
}
