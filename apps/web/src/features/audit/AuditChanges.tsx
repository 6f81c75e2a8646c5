import { Code, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

const shown = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/**
 * An event's before and after, one row per field that either holds; fields that changed come first, so
 * an update reads as its difference.
 */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  const changed = (key: string) => shown(old[key]) !== shown(now[key]);
  const ordered = [...keys.filter(changed), ...keys.filter((key) => !changed(key))];

  return (
    <Table withTableBorder fz="xs" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="25%">{t('auditLog.field')}</Table.Th>
          <Table.Th>{t('auditLog.before')}</Table.Th>
          <Table.Th>{t('auditLog.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ordered.map((key) => (
          <Table.Tr key={key} fw={changed(key) ? 600 : undefined}>
            <Table.Th scope="row">{key}</Table.Th>
            <Table.Td>
              <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{shown(old[key])}</Code>
            </Table.Td>
            <Table.Td>
              <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{shown(now[key])}</Code>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
