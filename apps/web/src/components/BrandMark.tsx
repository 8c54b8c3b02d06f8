import { Group, Text } from '@mantine/core';

function Mark() {
  return (
    <svg width={32} height={32} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-indigo-6)" />
      <path
        d="M42 21.5c-2.2-2.3-5.6-3.5-9.6-3.5-6.3 0-10.4 3.2-10.4 7.9 0 4.3 3 6.4 9.4 7.7 4.4.9 5.9 1.8 5.9 3.6 0 1.9-1.9 3.1-5 3.1-3.4 0-6.3-1.3-8.4-3.6L20 41.2c2.6 3 6.9 4.8 11.8 4.8 6.9 0 11.2-3.3 11.2-8.3 0-4.4-2.9-6.6-9.6-7.9-4.2-.8-5.6-1.6-5.6-3.3 0-1.7 1.7-2.8 4.5-2.8 2.7 0 4.9 1 6.6 2.8z"
        fill="#fff"
      />
    </svg>
  );
}

/**
 * The Saldo mark and name, not a link: without React Router, so the login page can show it before
 * the router has loaded (issue 18). BrandLogo.tsx makes it a link.
 */
export function BrandMark({ compact }: { compact?: boolean | undefined }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Mark />
      {!compact && (
        <Text fw={700} fz="xl" c="indigo.6" lh={1}>
          Saldo
        </Text>
      )}
    </Group>
  );
}
