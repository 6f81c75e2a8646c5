import { Stack } from '@mantine/core';
import type { Item } from '@praxis/contract';
import { memo } from 'react';
import { ToolboxItemRow } from './ToolboxItemRow';

interface ToolboxItemListProps {
  label: string;
  pages: Item[][];
  categorySingular: string;
  onOpen: (item: Item) => void;
}

interface PageRowsProps {
  items: Item[];
  categorySingular: string;
  onOpen: (item: Item) => void;
}

/** The rows of one loaded page: a page already shown keeps its array, so it is skipped when another arrives. */
const PageRows = memo(function PageRows({ items, categorySingular, onOpen }: PageRowsProps) {
  return items.map((item) => (
    <ToolboxItemRow key={item.id} item={item} categorySingular={categorySingular} onOpen={onOpen} />
  ));
});

/** The drawer's list of items, page by page as `useItemList` loaded them. */
export const ToolboxItemList = memo(function ToolboxItemList({
  label,
  pages,
  categorySingular,
  onOpen,
}: ToolboxItemListProps) {
  return (
    <Stack gap={2} component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {pages.map((items, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: page n is always the n-th answer; its place identifies it
        <PageRows key={index} items={items} categorySingular={categorySingular} onOpen={onOpen} />
      ))}
    </Stack>
  );
});
