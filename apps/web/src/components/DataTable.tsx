import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DataTableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  headers: string[];
  /** A last column for each row's buttons, named for screen readers only. */
  withActions: boolean;
  caption?: string;
  highlightOnHover?: boolean;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}

/** The list tables of the settings pages: a header row, and a column for the row buttons when editable. */
export function DataTable({
  minWidth,
  headers,
  withActions,
  caption,
  highlightOnHover,
  children,
}: DataTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table highlightOnHover={highlightOnHover}>
        {caption !== undefined && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
            {withActions && (
              <Table.Th>
                <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
