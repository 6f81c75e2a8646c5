import { Anchor, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { RiskLevel, RiskRegisterRow } from '@praxis/contract';
import IconArrowDown from '@tabler/icons-react/icons/IconArrowDown';
import IconArrowUp from '@tabler/icons-react/icons/IconArrowUp';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/useFormatDate';
import { useOpenItem } from '../items/useOpenItem';
import { RiskMovement } from '../risk-matrix/RiskMovement';
import { RiskLevelBadge } from './RiskLevelBadge';
import { ownerOf, type Sort, type SortKey, sortKeys } from './riskRows';

interface RiskRegisterTableProps {
  rows: RiskRegisterRow[];
  sort: Sort;
  onSort: (sort: Sort) => void;
}

const riskOf = (score: number | null, level: RiskLevel | null) =>
  score === null || level === null ? null : { score, level };

/** The risk register: one row per scenario, each column header sorting by it. */
export function RiskRegisterTable({ rows, sort, onSort }: RiskRegisterTableProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const openItem = useOpenItem();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover>
        <Table.Caption>{t('risks.register')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {sortKeys.map((key) => (
              <SortableHeader key={key} column={key} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const inherent = riskOf(row.inherentScore, row.inherentLevel);
            const residual = riskOf(row.residualScore, row.residualLevel);
            const { treatment } = row;
            return (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.identifier}</Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    ta="left"
                    onClick={() => openItem('Threats', row)}
                    aria-label={t('risks.open', { name: `${row.identifier} ${row.name}` })}
                  >
                    {row.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <RiskLevelBadge risk={inherent} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RiskLevelBadge risk={residual} />
                    {inherent && residual && (
                      <RiskMovement inherent={inherent.score} residual={residual.score} />
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{ownerOf(row) ?? '–'}</Table.Td>
                <Table.Td>
                  {treatment ? t(`risks.decisions.${treatment.decision}`) : t('risks.undecided')}
                </Table.Td>
                <Table.Td>
                  {treatment ? t(`risks.statuses.${treatment.status}`) : '–'}
                  {treatment?.overdue && (
                    <Text component="span" c="red.8" size="sm">
                      {' '}
                      {t('risks.overdue')}
                    </Text>
                  )}
                  {treatment?.expired && (
                    <Text component="span" c="red.8" size="sm">
                      {' '}
                      {t('risks.expired')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {treatment?.dueDate ? formatDate(treatment.dueDate) : '–'}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SortableHeader({
  column,
  sort,
  onSort,
}: {
  column: SortKey;
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const { t } = useTranslation();
  const active = sort.key === column;
  const Icon = sort.descending ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={() => onSort({ key: column, descending: active && !sort.descending })}
      >
        <Group gap={4} wrap="nowrap">
          {t(`risks.columns.${column}`)}
          {active && <Icon size={14} aria-hidden />}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
