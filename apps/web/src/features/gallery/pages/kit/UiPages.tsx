import { useMantineTheme } from '@mantine/core';
import { KitFrame } from '../../components/KitFrame.tsx';
import { ShadesTable } from './ui/ColorSections.tsx';
import { IconSections } from './ui/IconSections.tsx';
import { SkinTokens } from './ui/SkinTokens.tsx';
import { FontFamilies, FontWeights, HeadingScale, TextScale } from './ui/TypographySections.tsx';

/** Besides the primary: the invoice statuses' colours (InvoiceStatusBadge), the greys and the dark skin's. */
const PALETTE = ['blue', 'teal', 'yellow', 'red', 'orange', 'gray', 'dark'] as const;

export function TypographyPage() {
  return (
    <KitFrame
      family="ui"
      slug="typography"
      snippet={`const theme = useMantineTheme();
<Title order={2}>{t('settings:tabs.company')}</Title>            // theme.headings.sizes.h2
<Text size="sm" fw={600} lh="md">{invoice.number}</Text> // theme.fontSizes.sm, fontWeights, lineHeights`}
    >
      <FontFamilies />
      <HeadingScale />
      <TextScale />
      <FontWeights />
    </KitFrame>
  );
}

export function ColorsPage() {
  const theme = useMantineTheme();
  return (
    <KitFrame
      family="ui"
      slug="colors"
      snippet={`<Badge variant="light" color="teal">{t('invoices:status.paid')}</Badge>
<Text c="dimmed" size="sm">{hint}</Text> // --mantine-color-dimmed: 5.2:1 on white (theme.ts)
<Button color="red">{t('galleryComponents:demo.delete')}</Button> // red.9 when filled (theme.ts)`}
    >
      <SkinTokens />
      {[theme.primaryColor, ...PALETTE].map((name) => (
        <ShadesTable key={name} name={name} />
      ))}
    </KitFrame>
  );
}

export function FeatherPage() {
  return (
    <KitFrame
      family="ui"
      slug="feather"
      snippet={`import { IconFileInvoice } from '@tabler/icons-react';
<Button leftSection={<IconFileInvoice size={16} aria-hidden />}>{t('invoices:list.add')}</Button>
<ActionIcon aria-label={t('galleryComponents:demo.edit')}><IconPencil size={16} aria-hidden /></ActionIcon>`}
    >
      <IconSections />
    </KitFrame>
  );
}
