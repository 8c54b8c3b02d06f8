import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KIT_FAMILIES, kitNavNamespaces, kitSiblings, type KitFamily, type KitSlug } from './kit-pages.ts';
import { GalleryPage } from './GalleryPage.tsx';
import { SiblingNav } from './SiblingNav.tsx';

/** The in-page list of a family's pages, so a reader moves between them. */
function KitNav({ family }: { family: KitFamily }) {
  // The sibling families' namespaces too: an inputs page lists the pickers, whose titles are theirs.
  const { t } = useTranslation(['gallery', ...kitNavNamespaces(family)]);
  const pages = kitSiblings(family).map((page) => ({ path: page.path, title: t(page.titleKey) }));
  return <SiblingNav label={t(`kitNav.${family}`)} pages={pages} />;
}

/**
 * A form, extension, UI or layout page of the gallery: the frame titled from the family's namespace,
 * the list of its siblings, and a marker (`data-gallery-ready`) once the page's data has arrived,
 * which the browser walk waits for.
 */
export function KitFrame<F extends KitFamily>({
  family,
  slug,
  snippet,
  ready = true,
  children,
}: {
  family: F;
  slug: KitSlug<F>;
  snippet: string;
  ready?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(KIT_FAMILIES[family].namespace);
  return (
    <Stack gap="lg" data-gallery-ready={ready ? slug : undefined}>
      <GalleryPage title={t(`names.${slug}`)} whenUsed={t(`whenUsed.${slug}`)} snippet={snippet}>
        {children}
      </GalleryPage>
      <KitNav family={family} />
    </Stack>
  );
}
