import { Button, Table } from '@mantine/core';
import { type AuditEvent, formatMoment } from '@praxis/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditChanges } from './AuditChanges';
import { isAuditEntity } from './auditFilters';

const columns = 6;

/** One event of the log; its before and after open below it on demand. */
export function AuditLogRow({ event }: { event: AuditEvent }) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const changesId = useId();
  // Seconds tell apart the events of one save.
  const at = formatMoment(event.at, i18n.language, { seconds: true });

  return (
    <>
      <Table.Tr>
        <Table.Td>
          <time dateTime={event.at}>{at}</time>
        </Table.Td>
        <Table.Td>{event.userEmail ?? t('auditLog.system')}</Table.Td>
        <Table.Td>{t(`auditLog.actions.${event.action}`)}</Table.Td>
        <Table.Td>
          {isAuditEntity(event.entity) ? t(`auditLog.entities.${event.entity}`) : event.entity}
        </Table.Td>
        <Table.Td ff="monospace" fz="xs">
          {event.entityId}
        </Table.Td>
        <Table.Td>
          <Button
            variant="subtle"
            size="compact-xs"
            aria-expanded={opened}
            aria-controls={opened ? changesId : undefined}
            onClick={() => setOpened((open) => !open)}
          >
            {t(opened ? 'auditLog.hideChanges' : 'auditLog.showChanges')}
          </Button>
        </Table.Td>
      </Table.Tr>
      {opened && (
        <Table.Tr id={changesId}>
          <Table.Td colSpan={columns}>
            <AuditChanges before={event.before} after={event.after} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
