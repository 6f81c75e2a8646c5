import { Button, Group, Text } from '@mantine/core';
import type { Item } from '@praxis/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberedName } from '../items/numberedName';
import { LabelBadge } from '../labels/LabelBadge';
import { toolboxRowHeight } from './useRowWindow';

interface ToolboxItemRowProps {
  item: Item;
  /** 1-based place in the loaded list, and the list's size (-1 while more may load), for assistive technology. */
  position: number;
  setSize: number;
  categorySingular: string;
  onOpen: (item: Item) => void;
}

/**
 * One entry of the drawer's list, exactly `toolboxRowHeight` tall (both lines truncate rather than
 * wrap) because the windowed list places rows by index. Memoised with props that keep their identity (the item
 * from the query cache, a stable callback), so a scroll renders only the rows that come into the window.
 */
export const ToolboxItemRow = memo(function ToolboxItemRow({
  item,
  position,
  setSize,
  categorySingular,
  onOpen,
}: ToolboxItemRowProps) {
  const { t } = useTranslation();
  return (
    <Group
      component="li"
      aria-posinset={position}
      aria-setsize={setSize}
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={4}
      h={toolboxRowHeight}
    >
      <div style={{ minWidth: 0 }}>
        <Group gap={4} wrap="nowrap" style={{ overflow: 'hidden' }}>
          <Text size="sm" fw={500} truncate style={{ flex: 'none' }}>
            {numberedName(categorySingular, item.number)}
          </Text>
          {/* Badges on one line; those that do not fit are cut off, the row keeps its fixed height. */}
          {item.labels.map((label) => (
            <LabelBadge key={label.id} label={label} size="xs" />
          ))}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {item.name}
        </Text>
      </div>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-label={t('toolbox.viewDetailsOf', { name: item.name })}
        onClick={() => onOpen(item)}
      >
        {t('toolbox.viewDetails')}
      </Button>
    </Group>
  );
});
