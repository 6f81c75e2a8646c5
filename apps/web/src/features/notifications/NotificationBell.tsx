import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { type Notification, notificationTargetPath } from '@praxis/contract';
import IconBell from '@tabler/icons-react/icons/IconBell';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InlineLoader } from '../../components/InlineLoader';
import { useFormatDate } from '../../lib/useFormatDate';
import { useMarkRead, useNotificationList, useUnreadCount } from './useNotifications';
import { useNotificationText } from './useNotificationText';

/**
 * The top bar's bell: the unread count on it, and a panel listing the person's notifications,
 * newest first, a page at a time. Choosing one opens what it is about and marks it read.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const unread = useUnreadCount().data ?? 0;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      width={380}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
          aria-expanded={opened}
          aria-haspopup="dialog"
          onClick={() => setOpened((current) => !current)}
        >
          <Indicator label={unread > 99 ? '99+' : unread} disabled={unread === 0} size={16} offset={2}>
            <IconBell size={20} stroke={1.75} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      {/* Named by its heading, not (as Mantine would) by the bell and its count. */}
      <Popover.Dropdown p={0} role="dialog" aria-labelledby={headingId}>
        {opened && (
          <NotificationPanel headingId={headingId} unread={unread} onOpen={() => setOpened(false)} />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationPanel({
  headingId,
  unread,
  onOpen,
}: {
  headingId: string;
  unread: number;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const list = useNotificationList(true);
  const { one, all } = useMarkRead();
  const navigate = useNavigate();
  const open = (notification: Notification) => {
    if (notification.readAt === null) one.mutate(notification);
    onOpen();
    void navigate(notificationTargetPath(notification));
  };
  const notifications = list.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Stack gap={0}>
      <Group
        justify="space-between"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text id={headingId} fw={700} component="h2" size="md" m={0}>
          {t('notifications.title')}
        </Text>
        <Button
          variant="subtle"
          size="xs"
          disabled={unread === 0}
          loading={all.isPending}
          onClick={() => all.mutate()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      <Box mah={420} style={{ overflow: 'auto' }}>
        {list.isPending ? (
          <Group justify="center" p="md">
            <InlineLoader />
          </Group>
        ) : list.isError ? (
          <Alert color="red" role="alert" m="sm" title={t('forms.loadFailed')}>
            <Button variant="light" color="red" size="xs" onClick={() => void list.refetch()}>
              {t('forms.retry')}
            </Button>
          </Alert>
        ) : notifications.length === 0 ? (
          <Text c="dimmed" p="md">
            {t('notifications.empty')}
          </Text>
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('notifications.title')}>
            {notifications.map((notification) => (
              <NotificationEntry key={notification.id} notification={notification} onOpen={open} />
            ))}
          </Box>
        )}
        {list.hasNextPage && (
          <Group justify="center" p="xs">
            <Button
              variant="subtle"
              size="xs"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('notifications.showMore')}
            </Button>
          </Group>
        )}
      </Box>
    </Stack>
  );
}

function NotificationEntry({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { t } = useTranslation();
  const textOf = useNotificationText();
  const formatDate = useFormatDate();
  const unread = notification.readAt === null;
  return (
    <Box component="li" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <UnstyledButton
        w="100%"
        px="md"
        py="xs"
        onClick={() => onOpen(notification)}
        bg={unread ? 'var(--mantine-primary-color-light)' : undefined}
      >
        <Text size="sm" fw={unread ? 600 : 400}>
          {unread && <VisuallyHidden>{t('notifications.unread')}: </VisuallyHidden>}
          {textOf(notification)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(notification.createdAt)}
        </Text>
      </UnstyledButton>
    </Box>
  );
}
