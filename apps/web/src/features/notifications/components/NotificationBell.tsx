import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@saldo/contracts/notifications';
import { useLiveNotifications } from '../api/live-channel.ts';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications-api.ts';
import { NotificationChoices } from './NotificationChoices.tsx';
import { dateTimeFormat } from '../../../lib/intl-format.ts';
import { usePopoverOnDemand } from '../../../lib/use-overlay-on-demand.ts';

/** The bell: the user's events with the unread count, pushed live; each opens its document. */
export function NotificationBell() {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [choosing, setChoosing] = useState(false);
  useLiveNotifications();
  const { data } = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = data?.unreadCount ?? 0;
  const label = t('navbar.notifications.open', { count: unread });

  const openOne = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    close();
    void navigate(notification.link);
  };
  const when = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

  // The popover mounts on the first opening, not in the page's first commit (issue 18).
  const { mounted: popoverMounted, targetRef, targetProps } = usePopoverOnDemand(opened);
  const trigger = (
    <ActionIcon
      ref={targetRef}
      {...targetProps}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      <IconBell size={20} />
    </ActionIcon>
  );

  return (
    // The Indicator wraps the popover rather than its target: the target gets aria-haspopup and
    // aria-expanded, which belong on the button (on the indicator's <div> they are invalid ARIA).
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={16}
      disabled={unread === 0}
      offset={6}
      color="red"
      data-testid="notification-count"
    >
      {popoverMounted ? (
        <Popover
          opened={opened}
          onChange={(value) => !value && close()}
          position="bottom-end"
          width={340}
          shadow="md"
        >
          <Popover.Target>{trigger}</Popover.Target>
          <Popover.Dropdown p="xs">
            <Group justify="space-between" mb="xs">
              <Text fw={600} size="sm">
                {t('navbar.notifications.title')}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={unread === 0}
                onClick={() => markAll.mutate(undefined)}
              >
                {t('navbar.notifications.markAll')}
              </Button>
            </Group>
            <ScrollArea.Autosize mah={360}>
              <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {(data?.notifications ?? []).map((notification) => (
                  <Box component="li" key={notification.id}>
                    <Group gap={4} wrap="nowrap" align="flex-start">
                      <UnstyledButton
                        onClick={() => openOne(notification)}
                        p={6}
                        style={{ borderRadius: 6, flex: 1, minWidth: 0 }}
                      >
                        <Text size="sm" fw={notification.read ? 400 : 600}>
                          {t(`navbar.notifications.kinds.${notification.kind}`, notification.params)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {when(notification.createdAt)}
                          {notification.read ? '' : ` · ${t('navbar.notifications.unread')}`}
                        </Text>
                      </UnstyledButton>
                      {!notification.read && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => markRead.mutate(notification.id)}
                          aria-label={t('navbar.notifications.markOneLabel', {
                            text: t(`navbar.notifications.kinds.${notification.kind}`, notification.params),
                          })}
                        >
                          {t('navbar.notifications.markOne')}
                        </Button>
                      )}
                    </Group>
                  </Box>
                ))}
              </Stack>
              {data && data.notifications.length === 0 && (
                <Text size="sm" c="dimmed" p="xs">
                  {t('navbar.notifications.empty')}
                </Text>
              )}
            </ScrollArea.Autosize>
            <Button
              size="compact-xs"
              variant="subtle"
              mt="xs"
              onClick={() => setChoosing((value) => !value)}
              aria-expanded={choosing}
            >
              {t('navbar.notifications.choose')}
            </Button>
            {choosing && <NotificationChoices />}
          </Popover.Dropdown>
        </Popover>
      ) : (
        trigger
      )}
    </Indicator>
  );
}
