import { Box, Button, Group, Loader, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Item, SavedFilter, ToolboxCategory } from '@praxis/contract';
import IconFilter from '@tabler/icons-react/icons/IconFilter';
import IconFilterPlus from '@tabler/icons-react/icons/IconFilterPlus';
import IconX from '@tabler/icons-react/icons/IconX';
import { type UIEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton';
import { useCan } from '../auth/useCan';
import { CreateItemDialog } from '../items/CreateItemDialog';
import { useCategoryNames } from '../items/useCategoryNames';
import { useItemDetails } from '../items/useItemDetails';
import { useItemList } from '../items/useItemList';
import { FilterDialog } from './FilterDialog';
import { listFilterOf } from './filterRules';
import classes from './Toolbox.module.css';
import { ToolboxItemList } from './ToolboxItemList';
import { drawerWidth } from './toolboxCategories';
import { useRowWindow } from './useRowWindow';
import { useSavedFilters } from './useSavedFilters';

/** How close to the end of the list (in px) the next page is asked for, so it is there before the end is. */
const loadMoreThreshold = 200;

interface ToolboxDrawerProps {
  category: ToolboxCategory;
  onClose: () => void;
}

/** The 350 px drawer of one register (a phone's full width): search, filter, create, and its items. */
export function ToolboxDrawer({ category, onClose }: ToolboxDrawerProps) {
  const { t } = useTranslation();
  const names = useCategoryNames(category);
  const editable = useCan('data:write');
  const openDetails = useItemDetails();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [filtering, setFiltering] = useState(false);
  const [creating, setCreating] = useState(false);
  const { saved, save } = useSavedFilters(category);
  // Readers may filter too, but only people who may write keep their filters on the server.
  const [applied, setApplied] = useState<SavedFilter[] | null>(null);
  const filters = applied ?? saved.data ?? [];
  const activeFilter = listFilterOf(filters);
  // The search box searches by name; without a search the first saved filter applies.
  const listFilter = debounced === '' ? activeFilter : `Name:${debounced}`;
  const { query, items, empty } = useItemList(category, listFilter, !saved.isPending);
  const open = useCallback((item: Item) => openDetails(category, item), [openDetails, category]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const { start, end, follow } = useRowWindow(items.length);

  // Every scroll checks the distance to the end rather than waiting for a move into it, so a jump straight
  // from one end to the other asks for the next page too.
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    follow(event.currentTarget);
    const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
    const nearEnd = scrollTop + clientHeight >= scrollHeight - loadMoreThreshold;
    // Paging continues only while the last page said there is more.
    if (nearEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };

  const apply = (next: SavedFilter[]) => {
    setApplied(next);
    if (editable) save.mutate(next);
  };

  return (
    <Box
      component="aside"
      aria-label={names.plural}
      p="sm"
      // Toolbox.module.css places it: over the page below the bar on a phone, beside the column from there.
      className={classes.drawer}
      style={{ '--drawer-width': `${drawerWidth}px` }}
    >
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {names.plural}
        </Title>
        <IconButton
          label={t('toolbox.close', { category: names.plural })}
          icon={IconX}
          data-testid="close-drawer"
          onClick={onClose}
        />
      </Group>
      <Stack gap="xs" mb="xs">
        <TextInput
          type="search"
          label={t('toolbox.searchIn', { category: names.plural })}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          // The filter button shows only while a filter is active; until then a new one starts here.
          rightSection={
            activeFilter === null ? (
              <IconButton
                label={t('toolbox.newFilter')}
                icon={IconFilterPlus}
                data-testid="new-filter"
                onClick={() => setFiltering(true)}
              />
            ) : undefined
          }
        />
        {activeFilter !== null && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconFilter size={14} aria-hidden />}
            onClick={() => setFiltering(true)}
            justify="flex-start"
          >
            {t('toolbox.activeFilter', { filter: activeFilter })}
          </Button>
        )}
        {editable && (
          <Button size="xs" onClick={() => setCreating(true)}>
            {names.createNew}
          </Button>
        )}
      </Stack>
      <ScrollArea
        style={{ flex: 1 }}
        type="auto"
        // The browser scrolls a focused row into view at once but reports the scroll only with the next frame;
        // following on focus too keeps the window ahead of someone holding Tab.
        viewportProps={{ onScroll, onFocus: (event) => follow(event.currentTarget) }}
      >
        {query.isPending ? (
          <Loader size="sm" />
        ) : empty ? (
          <Text c="dimmed" size="sm">
            {t('toolbox.noItems')}
          </Text>
        ) : (
          <>
            <ToolboxItemList
              label={t('toolbox.list', { category: names.plural })}
              items={items}
              start={start}
              end={end}
              hasMore={hasNextPage}
              categorySingular={names.singular}
              onOpen={open}
            />
            {isFetchingNextPage && <Loader size="xs" />}
          </>
        )}
      </ScrollArea>
      {filtering && (
        <FilterDialog
          category={category}
          applied={filters}
          onApply={apply}
          onClose={() => setFiltering(false)}
        />
      )}
      {creating && <CreateItemDialog category={category} onClose={() => setCreating(false)} />}
    </Box>
  );
}
