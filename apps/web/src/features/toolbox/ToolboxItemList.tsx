import type { Item } from '@praxis/contract';
import { memo } from 'react';
import { ToolboxItemRow } from './ToolboxItemRow';
import { toolboxRowHeight } from './useRowWindow';

interface ToolboxItemListProps {
  label: string;
  items: Item[];
  /** The rows rendered, `items[start]` up to but without `items[end]`. */
  start: number;
  end: number;
  /** Whether more items may follow the loaded ones, so assistive technology is not told a final count. */
  hasMore: boolean;
  categorySingular: string;
  onOpen: (item: Item) => void;
}

/**
 * The drawer's list of items, windowed: the list is as tall as all loaded rows, so the scrollbar and the
 * drawer's load-more check see the whole list, but only the rows from `start` to `end` are in the DOM, pushed
 * to their place by the list's top padding. Each row says where it stands in the loaded list.
 */
export const ToolboxItemList = memo(function ToolboxItemList({
  label,
  items,
  start,
  end,
  hasMore,
  categorySingular,
  onOpen,
}: ToolboxItemListProps) {
  const setSize = hasMore ? -1 : items.length;
  return (
    <ul
      aria-label={label}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        boxSizing: 'border-box',
        height: items.length * toolboxRowHeight,
        paddingTop: start * toolboxRowHeight,
      }}
    >
      {items.slice(start, end).map((item, index) => (
        <ToolboxItemRow
          key={item.id}
          item={item}
          position={start + index + 1}
          setSize={setSize}
          categorySingular={categorySingular}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
});
