import { Table } from '@mantine/core';
import type { RequirementChange } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { AspectValue } from './AspectValue';

/** One changed requirement: each aspect that changed, before → after. */
export function ChangeTable({ change }: { change: RequirementChange }) {
  const { t } = useTranslation();
  return (
    <Table withTableBorder captionSide="top" aria-label={change.name}>
      <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>{change.name}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w="20%">
            {t('compare.aspect')}
          </Table.Th>
          <Table.Th scope="col">{t('compare.before')}</Table.Th>
          <Table.Th scope="col">{t('compare.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {change.aspects.map((aspect) => (
          <Table.Tr key={aspect}>
            <Table.Th scope="row">{t(`compare.aspects.${aspect}`)}</Table.Th>
            <Table.Td>
              <AspectValue aspect={aspect} state={change.before} />
            </Table.Td>
            <Table.Td>
              <AspectValue aspect={aspect} state={change.after} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
