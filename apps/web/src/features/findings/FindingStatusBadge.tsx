import { Badge } from '@mantine/core';
import type { FindingStatus } from '@praxis/contract';
import { useTranslation } from 'react-i18next';

const colours: Record<FindingStatus, string> = {
  open: 'red',
  'in-progress': 'yellow',
  'ready-for-verification': 'blue',
  closed: 'green',
};

/** A finding's status in words, tinted by how far along it is. */
export function FindingStatusBadge({ status }: { status: FindingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colours[status]} variant="light">
      {t(`findings.statuses.${status}`)}
    </Badge>
  );
}
