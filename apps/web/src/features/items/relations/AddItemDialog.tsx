import { Button, Group, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CreatableCategory, Item } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialogs/Dialog';
import { useApi } from '../../../lib/useApi';
import { CreateItemDialog } from '../CreateItemDialog';
import { itemQueryKeys } from '../itemQueryKeys';
import { useCategoryNames } from '../useCategoryNames';
import { loadItemPage } from '../useItemList';

interface AddItemDialogProps {
  /** The register to pick from. */
  category: CreatableCategory;
  title: string;
  /** Items that may not be picked: the owner and those already related. */
  excluded: string[];
  onPick: (item: Item) => void;
  onClose: () => void;
}

/** The add-item popup: search the items of a register and pick one, or create a new one to add. */
export function AddItemDialog({ category, title, excluded, onPick, onClose }: AddItemDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const names = useCategoryNames(category);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const filter = debounced === '' ? null : `Name:${debounced}`;
  const found = useQuery({
    queryKey: [...itemQueryKeys.list(category, filter), 'first-page'],
    queryFn: ({ signal }) => loadItemPage(api, category, filter, 1, signal),
    retry: false,
  });
  const candidates = (found.data?.data ?? []).filter((item) => !excluded.includes(item.id));

  if (creating) {
    return <CreateItemDialog category={category} onClose={onClose} onCreated={onPick} />;
  }
  return (
    <Dialog onClose={onClose} title={title}>
      <Stack>
        <TextInput
          type="search"
          label={t('toolbox.searchIn', { category: names.plural })}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        <ScrollArea.Autosize mah={320}>
          {found.isPending ? (
            <Loader size="sm" />
          ) : candidates.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('toolbox.noItems')}
            </Text>
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {candidates.map((item) => (
                <li key={item.id}>
                  <Button
                    variant="subtle"
                    fullWidth
                    justify="space-between"
                    onClick={() => onPick(item)}
                    rightSection={<Text size="xs">{item.identifier}</Text>}
                    aria-label={t('items.pick', { name: item.name })}
                  >
                    {item.name}
                  </Button>
                </li>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Group justify="space-between">
          <Button variant="light" onClick={() => setCreating(true)}>
            {names.createNew}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('forms.cancel')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
