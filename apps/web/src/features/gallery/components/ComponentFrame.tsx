import type { ReactNode } from 'react';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../components/LoadError.tsx';
import { COMPONENT_PAGES, componentPath, type ComponentSlug } from './component-pages.ts';
import { GalleryPage } from './GalleryPage.tsx';
import { EmptyState, LoadingState } from './States.tsx';

/** The in-page list of the sibling /components/* pages, so a reader moves between them. */
export function ComponentNav() {
  const { t } = useTranslation('galleryComponents');
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={t('nav.label')}>
      <Text size="sm" fw={600} mb={6}>
        {t('nav.label')}
      </Text>
      <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {COMPONENT_PAGES.map((slug) => {
          const to = componentPath(slug);
          const current = pathname === to;
          return (
            <li key={slug}>
              <Anchor
                component={Link}
                to={to}
                size="sm"
                fw={current ? 700 : 400}
                underline={current ? 'always' : 'hover'}
                aria-current={current ? 'page' : undefined}
              >
                {t(`names.${slug}`)}
              </Anchor>
            </li>
          );
        })}
      </Group>
    </Box>
  );
}

/**
 * A /components/* page: the gallery frame titled from the slug, the list of its siblings, and a marker
 * (`data-gallery-ready`) once the page's data has arrived, which the browser test waits for.
 */
export function ComponentFrame({
  slug,
  snippet,
  ready = true,
  children,
}: {
  slug: ComponentSlug;
  snippet: string;
  ready?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('galleryComponents');
  return (
    <Stack gap="lg" data-gallery-ready={ready ? slug : undefined}>
      <GalleryPage title={t(`names.${slug}`)} whenUsed={t(`whenUsed.${slug}`)} snippet={snippet}>
        {children}
      </GalleryPage>
      <ComponentNav />
    </Stack>
  );
}

/** A query's data, or its loading, error or empty state as every gallery page shows them. */
export function QueryData<T>({
  query,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('gallery');
  if (query.data !== undefined) return isEmpty?.(query.data) ? <EmptyState /> : children(query.data);
  if (query.isError) {
    return (
      <LoadError
        title={t('frame.errorTitle')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <LoadingState />;
}
