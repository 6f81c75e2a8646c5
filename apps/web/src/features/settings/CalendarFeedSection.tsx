import { Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { calendarRoutes } from '@praxis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { Loaded } from '../../components/Loaded';
import { showSuccessToast } from '../../lib/toast';
import { useApi } from '../../lib/useApi';
import { useFormatDate } from '../../lib/useFormatDate';

const calendarQueryKey = ['me', 'calendar'] as const;

/**
 * The private calendar feed: turn it on, renew its address, turn it off. The server keeps only
 * a hash of the address, so a new address is shown once, right after it is made.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const formatDate = useFormatDate();
  const [address, setAddress] = useState<string | null>(null);
  const feed = useQuery({
    queryKey: calendarQueryKey,
    queryFn: ({ signal }) => api.call(calendarRoutes.status, {}, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarQueryKey });
  const create = useMutation({
    mutationFn: () => api.call(calendarRoutes.create),
    onSuccess: async (created) => {
      setAddress(created.url);
      showSuccessToast(t('calendarFeed.turnedOn'));
      await refresh();
    },
    onError: (error) => showApiError(t('calendarFeed.notTurnedOn'), error),
  });
  const remove = useMutation({
    mutationFn: () => api.send(calendarRoutes.remove),
    onSuccess: async () => {
      setAddress(null);
      showSuccessToast(t('calendarFeed.turnedOff'));
      await refresh();
    },
    onError: (error) => showApiError(t('calendarFeed.notTurnedOff'), error),
  });
  const busy = create.isPending || remove.isPending;

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('calendarFeed.title')}
      </Title>
      <Text c="dimmed">{t('calendarFeed.description')}</Text>
      <Loaded query={feed}>
        {(status) => (
          <>
            <Text>
              {status.enabled
                ? t('calendarFeed.on', { date: formatDate(status.createdAt) })
                : t('calendarFeed.off')}
            </Text>
            {address !== null && (
              <Group align="flex-end">
                <TextInput
                  label={t('calendarFeed.address')}
                  description={t('calendarFeed.addressHint')}
                  value={address}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  style={{ flex: 1 }}
                />
                <CopyButton value={address}>
                  {({ copied, copy }) => (
                    <Button variant="default" onClick={copy}>
                      {copied ? t('calendarFeed.copied') : t('calendarFeed.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            )}
            <Group>
              <Button onClick={() => create.mutate()} loading={create.isPending} disabled={busy}>
                {status.enabled ? t('calendarFeed.renew') : t('calendarFeed.turnOn')}
              </Button>
              {status.enabled && (
                <Button
                  variant="default"
                  color="red"
                  onClick={() => remove.mutate()}
                  loading={remove.isPending}
                  disabled={busy}
                >
                  {t('calendarFeed.turnOff')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Loaded>
    </Stack>
  );
}
