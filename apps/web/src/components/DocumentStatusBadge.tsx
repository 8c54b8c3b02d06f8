import { useEffect, useRef, useState, type ComponentType } from 'react';
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
  // The tooltip (floating positioning, ids, ref callbacks) mounts when the badge is first pointed
  // at, focused or touched, not with every row of the list (issue 18: total blocking time).
  const [wanted, setWanted] = useState<'pointer' | 'focus' | null>(null);
  const badgeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The badge is a new element inside the tooltip: a keyboard user's focus goes back to it.
    if (wanted === 'focus') badgeRef.current?.focus();
  }, [wanted]);

  const badge = (
    <Badge
      ref={badgeRef}
      color={look.color}
      variant="light"
      leftSection={<Icon size={14} aria-hidden />}
      tabIndex={0}
      style={{ cursor: 'default' }}
      {...(wanted === null && {
        onPointerEnter: () => setWanted('pointer'),
        onFocus: () => setWanted('focus'),
      })}
    >
      {label}
    </Badge>
  );
  if (wanted === null) return badge;
  return (
    <Tooltip
      withArrow
      multiline
      defaultOpened
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
      {badge}
    </Tooltip>
  );
}
