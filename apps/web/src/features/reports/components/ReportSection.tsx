import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';

/** One titled card of a report; the heading names the region for screen readers. */
export function ReportSection({
  id,
  title,
  note,
  actions,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-heading`}>
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} fz="lg" id={`${id}-heading`}>
            {title}
          </Title>
          {actions}
        </Group>
        {note !== undefined && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
