import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * What a bulk action left out and why, each document named by its number (or `nameOf` when the list
 * did not know it). Shared by the bulk results of costs, debt collection and KSeF.
 */
export function SkippedList({
  title,
  skipped,
  numbers,
  nameOf,
}: {
  title: string;
  skipped: readonly { id: number; reason: string }[];
  numbers: ReadonlyMap<number, string>;
  nameOf: (id: number) => string;
}) {
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={title} role="alert">
      <List size="sm" spacing={4}>
        {skipped.map((skip) => (
          <List.Item key={skip.id}>
            <Text span fw={600} size="sm">
              {numbers.get(skip.id) ?? nameOf(skip.id)}
            </Text>
            {': '}
            {skip.reason}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
