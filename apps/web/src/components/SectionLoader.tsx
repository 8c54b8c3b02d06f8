import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { SettingsLoadError, SettingsSkeleton } from './SettingsLoadState.tsx';

/**
 * A section's loading, error and ready states. Data first: a failed background refetch must not hide
 * a form that is already filled in. The form gets the data once, as its starting values.
 */
export function SectionLoader<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <SettingsLoadError
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <SettingsSkeleton />;
}
