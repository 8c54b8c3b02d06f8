import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failed call, announced to screen readers as soon as it appears. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      {children}
    </Alert>
  );
}

export function SuccessAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="teal" variant="light" role="status">
      {children}
    </Alert>
  );
}
