import { Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useFeed, useFeedAction } from '../api/queries.ts';

/** The user's ICS subscription address: shown with copy, renew (a new address) and revoke. */
export function FeedCard() {
  const { t } = useTranslation('calendar');
  const feed = useFeed();
  const renew = useFeedAction('renew');
  const revoke = useFeedAction('revoke');
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('feed.failed'),
      message: error instanceof ApiError ? error.message : t('feed.failed'),
    });
  const url = feed.data?.url ?? null;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} fz="md">
          {t('feed.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('feed.intro')}
        </Text>
        {url ? (
          <>
            <TextInput
              readOnly
              value={url}
              aria-label={t('feed.address')}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group gap="xs">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? t('feed.copied') : t('feed.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button
                size="xs"
                variant="default"
                loading={renew.isPending}
                onClick={() =>
                  renew.mutate(undefined, {
                    onSuccess: () => notifications.show({ color: 'teal', message: t('feed.renewed') }),
                    onError: failed,
                  })
                }
              >
                {t('feed.renew')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={revoke.isPending}
                onClick={() =>
                  revoke.mutate(undefined, {
                    onSuccess: () => notifications.show({ color: 'teal', message: t('feed.revoked') }),
                    onError: failed,
                  })
                }
              >
                {t('feed.revoke')}
              </Button>
            </Group>
          </>
        ) : (
          <Button
            size="xs"
            variant="light"
            loading={renew.isPending}
            disabled={feed.isPending}
            onClick={() => renew.mutate(undefined, { onError: failed })}
          >
            {t('feed.create')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
