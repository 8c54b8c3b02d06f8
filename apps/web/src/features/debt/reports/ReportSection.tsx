import type { ReactNode } from 'react';
import { Card, Group, Stack, Title } from '@mantine/core';

/** One titled card of the report; the heading names the region for screen readers. */
export function ReportSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-heading`}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} fz="lg" id={`${id}-heading`}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
