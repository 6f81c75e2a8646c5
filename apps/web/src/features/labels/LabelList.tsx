import { Group } from '@mantine/core';
import type { Label } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { LabelBadge } from './LabelBadge';

/** The labels of an item or a requirement as a list of badges; nothing when there are none. */
export function LabelList({ labels, size }: { labels: Label[]; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  if (labels.length === 0) return null;
  return (
    <Group component="ul" aria-label={t('labels.listName')} gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {labels.map((label) => (
        <li key={label.id}>
          <LabelBadge label={label} size={size} />
        </li>
      ))}
    </Group>
  );
}
