import { Group, Loader, Paper, Stack, Text, type PaperProps } from '@mantine/core';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';

/** What a drop zone shows: at rest, a file it takes dragged over it, one it refuses. */
export type DropState = 'idle' | 'accept' | 'reject';

const COLOR: Record<DropState, string> = { idle: 'gray', accept: 'blue', reject: 'red' };
const ICON = { idle: IconFileUpload, accept: IconUpload, reject: IconX } as const;

/**
 * The look of the app's drop zones (the KSeF XML import, the bank statement import): a dashed frame
 * whose colour and icon follow the drag. The zone's own props (react-dropzone's root) are spread on it.
 */
export function DropLook({
  state,
  busy = false,
  disabled = false,
  title,
  hint,
  ...props
}: PaperProps & {
  state: DropState;
  busy?: boolean;
  disabled?: boolean;
  title: string;
  hint: string;
} & Record<string, unknown>) {
  const Icon = ICON[state];
  return (
    <Paper
      {...props}
      withBorder
      radius="md"
      p="md"
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: `var(--mantine-color-${COLOR[state]}-5)`,
        cursor: busy ? 'progress' : disabled ? 'not-allowed' : 'pointer',
        // Not faded: faded text would fall below 4.5:1 contrast; the disabled surface says it instead.
        background: disabled ? 'var(--mantine-color-disabled)' : undefined,
      }}
    >
      <Group justify="center" gap="md" mih={100} style={{ pointerEvents: 'none' }}>
        {busy ? <Loader size={36} /> : <Icon size={36} aria-hidden />}
        <Stack gap={4}>
          <Text fw={500}>{title}</Text>
          <Text size="sm">{hint}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
