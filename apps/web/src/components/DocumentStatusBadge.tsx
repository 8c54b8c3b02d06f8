import type { ComponentType } from 'react';
import { Badge, Stack, Text, Tooltip, type MantineColor } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';

export interface DocumentStatusLook {
  color: MantineColor;
  icon: ComponentType<IconProps>;
}

interface DocumentStatusBadgeProps {
  look: DocumentStatusLook;
  label: string;
  /** The tooltip's lines under the label: the balance, the due date, the days overdue. */
  details: readonly string[];
}

/**
 * A sales or purchase document's status in its colour and icon; hovering or focusing tells the
 * balance and the due date. Invoices and costs share it so the two lists read alike (each passes
 * its own wording, from its own namespace).
 */
export function DocumentStatusBadge({ look, label, details }: DocumentStatusBadgeProps) {
  const Icon = look.icon;
  return (
    <Tooltip
      withArrow
      multiline
      events={{ hover: true, focus: true, touch: true }}
      label={
        <Stack gap={2}>
          <Text size="sm" fw={600} inherit>
            {label}
          </Text>
          {details.map((line) => (
            <Text key={line} size="xs" inherit>
              {line}
            </Text>
          ))}
        </Stack>
      }
    >
      <Badge
        color={look.color}
        variant="light"
        leftSection={<Icon size={14} aria-hidden />}
        tabIndex={0}
        style={{ cursor: 'default' }}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
