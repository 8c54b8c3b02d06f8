import type { ComponentType, ReactNode } from 'react';
import { Badge, Card, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface DocumentSectionProps {
  id: string;
  title: string;
  Icon: ComponentType<IconProps>;
  /** How many documents are overdue; nothing is shown until it is known. */
  overdue?: number | undefined;
  action?: ReactNode;
  children: ReactNode;
}

/** The frame of one of the contractor's document lists: title, overdue count, action, content. */
export function DocumentSection({ id, title, Icon, overdue, action, children }: DocumentSectionProps) {
  const { t } = useTranslation('contractors');
  const headingId = `${id}-heading`;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" aria-hidden>
              <Icon size={18} />
            </ThemeIcon>
            <Title order={2} fz="lg" id={headingId}>
              {title}
            </Title>
            {overdue !== undefined && overdue > 0 && (
              <Badge color="red" variant="light" tt="none">
                {t('page.documents.overdue', { count: overdue })}
              </Badge>
            )}
          </Group>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
