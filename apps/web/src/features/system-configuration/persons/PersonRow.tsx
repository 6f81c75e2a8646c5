import { Badge, Button, NativeSelect, Table } from '@mantine/core';
import { type AssignableRole, assignableRoles, type User } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayNameOf } from '../../../lib/displayName';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { DeletePersonDialog } from './DeletePersonDialog';
import type { PasswordLink } from './PasswordLinkDialog';
import { ResetLinkDialog } from './ResetLinkDialog';
import { useRoleOptions } from './useRoleOptions';

interface PersonRowProps {
  person: User;
  /** Administrators change roles and delete; everyone else reads. */
  editable: boolean;
  /** Nobody deletes themselves (the server refuses it as well). */
  isSelf: boolean;
  /** A reset link the administrator made for this person, to show; none with an external provider. */
  onLink?: (link: PasswordLink) => void;
}

export function PersonRow({ person, editable, isSelf, onLink }: PersonRowProps) {
  const { t } = useTranslation();
  const roleOptions = useRoleOptions(person.userType);
  // The role chosen in the select waits here for the confirmation; cancelling shows the stored role again.
  const [pendingRole, setPendingRole] = useState<AssignableRole | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [resetting, setResetting] = useState(false);
  const name = displayNameOf(person);

  return (
    <Table.Tr>
      <Table.Td>{name}</Table.Td>
      <Table.Td>{person.email}</Table.Td>
      <Table.Td>
        {editable ? (
          <NativeSelect
            aria-label={t('persons.roleOf', { name })}
            data={roleOptions}
            value={pendingRole ?? person.userType}
            onChange={(event) => {
              const role = assignableRoles.find((r) => r === event.currentTarget.value);
              if (role !== undefined && role !== person.userType) setPendingRole(role);
            }}
          />
        ) : (
          t(`roles.${person.userType}`)
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={person.signedIn ? 'green' : 'gray'} variant="light">
          {person.signedIn ? t('persons.signedIn') : t('persons.notSignedIn')}
        </Badge>
      </Table.Td>
      {editable && (
        <Table.Td>
          {onLink && (
            <Button
              variant="subtle"
              size="xs"
              aria-label={t('passwordLinks.makeFor', { name })}
              onClick={() => setResetting(true)}
            >
              {t('passwordLinks.resetLink')}
            </Button>
          )}
          {!isSelf && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              aria-label={t('persons.deleteNamed', { name })}
              onClick={() => setDeleting(true)}
            >
              {t('persons.delete')}
            </Button>
          )}
          {pendingRole !== null && (
            <ChangeRoleDialog person={person} role={pendingRole} onClose={() => setPendingRole(null)} />
          )}
          {deleting && <DeletePersonDialog person={person} onClose={() => setDeleting(false)} />}
          {resetting && onLink && (
            <ResetLinkDialog person={person} onLink={onLink} onClose={() => setResetting(false)} />
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
