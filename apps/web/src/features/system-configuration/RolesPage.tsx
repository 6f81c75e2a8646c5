import { List, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { can, type Permission, permissions, type Role, roles, type User } from '@praxis/contract';
import IconCheck from '@tabler/icons-react/icons/IconCheck';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { Loaded } from '../../components/Loaded';
import { SettingsPanel } from '../../components/settings/SettingsPanel';
import { displayNameOf } from '../../lib/displayName';
import { usePeople } from '../../lib/usePeople';

/** The two assignment roles, with the type ids the assignments API uses. */
const assignmentRoles = [0, 1] as const;

function PermissionCell({ role, permission }: { role: Role; permission: Permission }) {
  const { t } = useTranslation();
  const allowed = can(role, permission);
  return (
    <Table.Td ta="center">
      {allowed ? <IconCheck size={18} aria-hidden /> : <span aria-hidden>–</span>}
      <VisuallyHidden>{t(allowed ? 'rolesPage.allowed' : 'rolesPage.notAllowed')}</VisuallyHidden>
    </Table.Td>
  );
}

function Holders({ people, role }: { people: User[]; role: Role }) {
  const { t } = useTranslation();
  const holders = people.filter((person) => person.userType === role);
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('rolesPage.holdersOf', { role: t(`roles.${role}`), count: holders.length })}
      </Title>
      {holders.length === 0 ? (
        <Text c="dimmed">{t('rolesPage.nobody')}</Text>
      ) : (
        <List aria-label={t(`roles.${role}`)}>
          {holders.map((person) => (
            <List.Item key={person.id}>
              {displayNameOf(person)} ({person.email})
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * `/system-configuration/roles-and-responsibilities`: what each role may do, read from the contract's
 * permission matrix the server enforces; who holds each role; and what the assignment roles mean.
 */
export function RolesPage() {
  const { t } = useTranslation();
  const people = usePeople();

  return (
    <SettingsPanel entry="roles-and-responsibilities" description={t('rolesPage.description')}>
      <Title order={2} size="h3">
        {t('rolesPage.matrixTitle')}
      </Title>
      <DataTable
        minWidth={640}
        caption={t('rolesPage.matrixCaption')}
        headers={[t('rolesPage.permission'), ...roles.map((role) => t(`roles.${role}`))]}
        withActions={false}
      >
        {permissions.map((permission) => (
          <Table.Tr key={permission}>
            <Table.Th scope="row" fw="normal">
              {t(`rolesPage.permissions.${permission}`, { nsSeparator: false })}
            </Table.Th>
            {roles.map((role) => (
              <PermissionCell key={role} role={role} permission={permission} />
            ))}
          </Table.Tr>
        ))}
      </DataTable>
      <Title order={2} size="h3">
        {t('rolesPage.holdersTitle')}
      </Title>
      <Loaded query={people}>
        {(everyone) => roles.map((role) => <Holders key={role} people={everyone} role={role} />)}
      </Loaded>
      <Title order={2} size="h3">
        {t('rolesPage.assignmentTitle')}
      </Title>
      <Text>{t('rolesPage.assignmentIntro')}</Text>
      <dl>
        {assignmentRoles.map((type) => (
          <div key={type}>
            <Text component="dt" fw={600}>
              {t(`items.roles.${type}`)}
            </Text>
            <Text component="dd" ms="md" mb="sm">
              {t(`rolesPage.assignment.${type}`)}
            </Text>
          </div>
        ))}
      </dl>
    </SettingsPanel>
  );
}
