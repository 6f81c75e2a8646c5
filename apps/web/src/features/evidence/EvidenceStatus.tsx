import { Badge } from '@mantine/core';
import type { EvidenceStatus as Status } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import type { Expiry } from './expiry';

const statusColour: Record<Status, string> = {
  draft: 'gray',
  submitted: 'blue',
  approved: 'green',
  rejected: 'red',
};

/** Where an evidence is in its review; the word says it, the colour only repeats it. */
export function EvidenceStatusChip({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={statusColour[status]} size="sm">
      {t(`evidence.statuses.${status}`)}
    </Badge>
  );
}

const expiryColour: Record<Exclude<Expiry, 'valid'>, string> = { expired: 'red', expiring: 'yellow' };

/** An expiry near (yellow) or past (red), in words as well as colour. */
export function ExpiryChip({ expiry }: { expiry: Expiry }) {
  const { t } = useTranslation();
  if (expiry === 'valid') return null;
  return (
    <Badge variant="filled" color={expiryColour[expiry]} autoContrast size="sm">
      {t(`evidence.expiry.${expiry}`)}
    </Badge>
  );
}
