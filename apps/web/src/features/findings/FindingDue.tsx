import { Badge, Group, Text } from '@mantine/core';
import type { Finding } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/useFormatDate';
import { isOverdue } from './useFindings';

/** A finding's due date, and 'Overdue' in words (not colour alone) while it is open past it. */
export function FindingDue({ finding }: { finding: Finding }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (finding.dueDate === null) return <Text c="dimmed">{t('findings.noDueDate')}</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text>{formatDate(finding.dueDate)}</Text>
      {isOverdue(finding) && (
        <Badge color="red" variant="outline">
          {t('findings.overdue')}
        </Badge>
      )}
    </Group>
  );
}
