import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A labelled value: a small dimmed label over the value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}
