import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { Loaded } from '../../../components/Loaded';
import { SettingsPanel } from '../../../components/settings/SettingsPanel';
import { useBuiltInSignIn } from '../../../lib/useBuiltInSignIn';
import { usePeople } from '../../../lib/usePeople';
import { useRuntimeConfig } from '../../../lib/useRuntimeConfig';
import { useCan } from '../../auth/useCan';
import { useMe } from '../../auth/useMe';
import { InvitePersonDialog } from './InvitePersonDialog';
import { matchesPerson } from './matchesPerson';
import { type PasswordLink, PasswordLinkDialog } from './PasswordLinkDialog';
import { PersonRow } from './PersonRow';

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
  const [link, setLink] = useState<PasswordLink | null>(null);
  const { mail } = useRuntimeConfig();
  const builtIn = useBuiltInSignIn();

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
      {editable && builtIn && !mail.enabled && (
        <Alert color="gray" variant="light">
          {t('passwordLinks.mailOff')}
        </Alert>
      )}
      <Loaded query={people}>
        {(everyone) => {
          const shown = everyone.filter((person) => matchesPerson(person, search));
          return shown.length === 0 ? (
            <Text c="dimmed">{t('persons.noMatch')}</Text>
          ) : (
            <DataTable
              minWidth={640}
              highlightOnHover
              caption={t('persons.count', { count: shown.length })}
              headers={[t('persons.name'), t('account.email'), t('persons.role'), t('persons.status')]}
              withActions={editable}
            >
              {shown.map((person) => (
                <PersonRow
                  key={person.id}
                  person={person}
                  editable={editable}
                  isSelf={person.id === user.id}
                  onLink={builtIn ? setLink : undefined}
                />
              ))}
            </DataTable>
          );
        }}
      </Loaded>
      {inviting && <InvitePersonDialog onInvited={setLink} onClose={() => setInviting(false)} />}
      {link !== null && <PasswordLinkDialog link={link} onClose={() => setLink(null)} />}
    </SettingsPanel>
  );
}
