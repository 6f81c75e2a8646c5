import { Button, Group, Table } from '@mantine/core';

interface RowAction {
  /** The visible word ('Rename', 'Delete'). */
  text: string;
  /** The accessible name, which says whose row it is ('Delete label Urgent'). */
  label: string;
  onClick: () => void;
}

/** The last cell of a table row with a change and a delete button (a DataTable `withActions`). */
export function RowActions({ change, remove }: { change: RowAction; remove: RowAction }) {
  return (
    <Table.Td>
      <Group gap="xs" wrap="nowrap">
        <Button variant="subtle" size="xs" aria-label={change.label} onClick={change.onClick}>
          {change.text}
        </Button>
        <Button variant="subtle" color="red" size="xs" aria-label={remove.label} onClick={remove.onClick}>
          {remove.text}
        </Button>
      </Group>
    </Table.Td>
  );
}
