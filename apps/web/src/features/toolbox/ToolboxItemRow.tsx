import { Button, Group, Text } from '@mantine/core';
import type { Item } from '@praxis/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberedName } from '../items/numberedName';

interface ToolboxItemRowProps {
  item: Item;
  categorySingular: string;
  onOpen: (item: Item) => void;
}

/**
 * One entry of the drawer's list (spec §2). Memoised with props that keep their identity (the item from the
 * query cache, a stable callback), so a new page renders its own rows only.
 */
export const ToolboxItemRow = memo(function ToolboxItemRow({
  item,
  categorySingular,
  onOpen,
}: ToolboxItemRowProps) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" py={4}>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {numberedName(categorySingular, item.number)}
        </Text>
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
