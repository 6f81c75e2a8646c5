import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type LibraryEntry, libraryRoutes, queryKeyOf, type Specification } from '@praxis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialogs/Dialog';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { Loaded } from '../../../components/Loaded';
import { currentLocale } from '../../../lib/i18n';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { specificationQueryKeys } from '../specificationQueryKeys';

interface LibraryDialogProps {
  /** Administrators add entries; everybody else browses. */
  canAdd: boolean;
  onClose: () => void;
}

export const libraryQueryKey = queryKeyOf(libraryRoutes.list);

/** Bytes in the largest unit that keeps a number of at least one: '2.2 MB', '5.9 kB'. */
function formatSize(bytes: number, locale: string) {
  const [amount, unit] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, 'megabyte']
      : bytes >= 1_000
        ? [bytes / 1_000, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(amount);
}

/**
 * The library of catalogs and baselines Praxis ships: what each is, who publishes it under which licence, its
 * size, and whether the company has it. An administrator adds one (a baseline brings its catalog along), which
 * takes seconds for the larger ones; the new specification then shows in the list.
 */
export function LibraryDialog({ canAdd, onClose }: LibraryDialogProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const library = useQuery({
    queryKey: libraryQueryKey,
    queryFn: ({ signal }) => api.call(libraryRoutes.list, {}, signal),
  });
  const language = i18n.language === 'nb' ? 'nb' : 'en';
  const add = useMutation({
    mutationFn: (entry: LibraryEntry) => api.call(libraryRoutes.add, { params: { entry: entry.id } }),
    onSuccess: async (specification: Specification) => {
      showSuccessToast(t('library.added', { name: specification.name }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: specificationQueryKeys.all });
      await queryClient.invalidateQueries({ queryKey: libraryQueryKey });
    },
    onError: (error, entry) => showApiError(t('library.notAdded', { name: entry.title[language] }), error),
  });

  return (
    <Dialog title={t('library.title')} size="xl" onClose={onClose}>
      <Stack>
        <Text size="sm">{t('library.intro')}</Text>
        <Loaded query={library}>
          {(entries) => (
            <Stack
              component="ul"
              gap="xs"
              aria-label={t('library.list')}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {entries.map((entry) => {
                const title = entry.title[language];
                const added = entry.specificationId !== null;
                const pending = add.isPending && add.variables?.id === entry.id;
                return (
                  <Paper key={entry.id} component="li" withBorder p="sm" aria-label={title}>
                    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                        <Group gap="xs">
                          <Text fw={600}>{title}</Text>
                          {added && (
                            <Badge color="green" variant="light">
                              {t('library.addedBadge')}
                            </Badge>
                          )}
                        </Group>
                        <Text size="sm">{entry.description[language]}</Text>
                        <Text size="xs" c="dimmed">
                          {[
                            entry.publisher,
                            t('specifications.version', { version: entry.version }),
                            formatSize(entry.size, currentLocale()),
                          ].join(' · ')}
                          {' · '}
                          <Anchor
                            href={entry.licence.url}
                            target="_blank"
                            rel="noreferrer"
                            size="xs"
                            underline="always"
                          >
                            {t('library.licence', { licence: entry.licence.name })}
                          </Anchor>
                        </Text>
                        {entry.licence.attribution !== null && (
                          <Text size="xs" c="dimmed">
                            {entry.licence.attribution}
                          </Text>
                        )}
                      </Stack>
                      {canAdd && (
                        <Button
                          variant={added ? 'default' : 'filled'}
                          loading={pending}
                          disabled={add.isPending && !pending}
                          aria-label={t(added ? 'library.addAgainOf' : 'library.addOf', { name: title })}
                          onClick={() => add.mutate(entry)}
                        >
                          {t(added ? 'library.addAgain' : 'library.add')}
                        </Button>
                      )}
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          )}
        </Loaded>
        {add.isPending && (
          <Text size="sm" role="status">
            {t('library.adding')}
          </Text>
        )}
      </Stack>
    </Dialog>
  );
}
