import { Badge, Button, NavLink, Stack, Text } from '@mantine/core';
import {
  IconAlertOctagon,
  IconCircleFilled,
  IconFile,
  IconInbox,
  IconPencil,
  IconSend,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMAIL_LABELS, type EmailLabel, type EmailsMeta } from '@saldo/contracts/email';
import type { EmailView } from './email-view.ts';
import { LABEL_COLORS } from './label-colors.ts';

const FOLDERS = [
  { view: 'inbox', path: '/apps/email', Icon: IconInbox, count: 'inbox' },
  { view: 'sent', path: '/apps/email/sent', Icon: IconSend },
  { view: 'draft', path: '/apps/email/draft', Icon: IconFile, count: 'draft' },
  { view: 'starred', path: '/apps/email/starred', Icon: IconStar },
  { view: 'spam', path: '/apps/email/spam', Icon: IconAlertOctagon, count: 'spam' },
  { view: 'trash', path: '/apps/email/trash', Icon: IconTrash },
] as const;

/** The seed's side menu: compose, the folders with their unread counts, and the four labels. */
export function EmailSidebar({
  view,
  meta,
  onCompose,
}: {
  view: EmailView;
  meta: EmailsMeta | undefined;
  /** Absent while no mailbox is connected: nothing can be sent. */
  onCompose?: () => void;
}) {
  const { t } = useTranslation('email');
  return (
    <Stack gap={2}>
      {onCompose && (
        <Button leftSection={<IconPencil size={16} aria-hidden />} mb="sm" onClick={onCompose}>
          {t('compose.open')}
        </Button>
      )}
      <Stack gap={2} component="nav" aria-label={t('nav.label')}>
        {FOLDERS.map((folder) => {
          const count = 'count' in folder && meta ? meta[folder.count] : 0;
          return (
            <NavLink
              key={folder.view}
              component={Link}
              to={folder.path}
              label={t(`folders.${folder.view}`)}
              leftSection={<folder.Icon size={16} aria-hidden />}
              rightSection={
                count > 0 ? (
                  <Badge size="sm" variant="light" aria-label={t('nav.unread', { count })}>
                    {count}
                  </Badge>
                ) : null
              }
              active={view.kind === 'folder' && view.folder === folder.view}
            />
          );
        })}
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="md" mb={4} px="sm">
          {t('nav.labels')}
        </Text>
        {EMAIL_LABELS.map((name: EmailLabel) => (
          <NavLink
            key={name}
            component={Link}
            to={`/apps/email/label/${name}`}
            label={t(`labels.${name}`)}
            leftSection={
              <IconCircleFilled
                size={10}
                color={`var(--mantine-color-${LABEL_COLORS[name]}-6)`}
                aria-hidden
              />
            }
            active={view.kind === 'label' && view.label === name}
          />
        ))}
      </Stack>
    </Stack>
  );
}
