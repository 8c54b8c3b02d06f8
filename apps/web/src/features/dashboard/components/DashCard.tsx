import type { ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';

/** One card of the dashboard: a title, its figures, and a link to the screen behind them. */
export function DashCard({
  id,
  title,
  to,
  linkLabel,
  children,
}: {
  id: string;
  title: string;
  to: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" p="lg" aria-labelledby={`${id}-title`} data-testid={`card-${id}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} fz={17} id={`${id}-title`}>
            {title}
          </Title>
          <Anchor component={Link} to={to} size="sm" aria-label={`${linkLabel}: ${title}`}>
            <Group gap={4} wrap="nowrap">
              {linkLabel}
              <IconArrowRight size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
