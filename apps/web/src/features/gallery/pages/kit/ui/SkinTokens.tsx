import { useEffect, useRef, useState } from 'react';
import { Code, Stack, Table, Text, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GallerySection } from '../../../components/GalleryPage.tsx';
import { contrastRatio, parseColor } from './contrast.ts';
import { RatioCell, Swatch } from './ColorSections.tsx';

/** The text colours every page uses, with the app's own corrections to Mantine's (theme.ts). */
const TEXT_TOKENS = [
  '--mantine-color-text',
  '--mantine-color-dimmed',
  '--mantine-color-anchor',
  '--mantine-color-error',
  '--mantine-color-red-light-color',
  '--mantine-color-teal-light-color',
] as const;

interface Reading {
  token: string;
  value: string;
}

interface Backgrounds {
  card: string;
  page: string;
}

/** The colour actually painted behind `element`: its own, else the nearest ancestor's that is opaque. */
function paintedBackground(element: Element | null): { color: string; at: Element | null } {
  for (let at = element; at !== null; at = at.parentElement) {
    const color = getComputedStyle(at).backgroundColor;
    if (parseColor(color) !== null) return { color, at };
  }
  return { color: 'rgb(255, 255, 255)', at: null };
}

/**
 * The skin's text colours as the browser resolves them now, against the card they sit on and the
 * page around it. Read after each skin switch: the values live in CSS, not in the theme object.
 */
export function SkinTokens() {
  const { t } = useTranslation('galleryUi');
  const skin = useComputedColorScheme('light');
  const anchor = useRef<HTMLDivElement>(null);
  const [readings, setReadings] = useState<{ tokens: Reading[]; backgrounds: Backgrounds } | null>(null);

  useEffect(() => {
    const root = getComputedStyle(document.documentElement);
    const card = paintedBackground(anchor.current);
    const page = paintedBackground(card.at?.parentElement ?? null);
    setReadings({
      tokens: TEXT_TOKENS.map((token) => ({ token, value: root.getPropertyValue(token).trim() })),
      backgrounds: { card: card.color, page: page.color },
    });
  }, [skin]);

  const card = readings ? parseColor(readings.backgrounds.card) : null;
  const page = readings ? parseColor(readings.backgrounds.page) : null;
  return (
    <GallerySection title={t('demo.colors.skinTitle')} description={t('demo.colors.skinNote')}>
      <Stack gap="sm" ref={anchor}>
        <Text size="sm">
          {t('demo.colors.skinNow', { skin: t(`gallery:frame.${skin}`) })}{' '}
          <Code>{readings?.backgrounds.card ?? '…'}</Code> / <Code>{readings?.backgrounds.page ?? '…'}</Code>
        </Text>
        <Table verticalSpacing={6} aria-label={t('demo.colors.skinTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('demo.colors.token')}</Table.Th>
              <Table.Th>{t('demo.colors.swatch')}</Table.Th>
              <Table.Th>{t('demo.colors.value')}</Table.Th>
              <Table.Th>{t('demo.colors.onCard')}</Table.Th>
              <Table.Th>{t('demo.colors.onPage')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(readings?.tokens ?? []).map(({ token, value }) => {
              const rgb = parseColor(value);
              return (
                <Table.Tr key={token}>
                  <Table.Td>
                    <Code>{token}</Code>
                  </Table.Td>
                  <Table.Td>{rgb && <Swatch color={value} />}</Table.Td>
                  <Table.Td ff="monospace">{value}</Table.Td>
                  <RatioCell ratio={rgb && card ? contrastRatio(rgb, card) : null} />
                  <RatioCell ratio={rgb && page ? contrastRatio(rgb, page) : null} />
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </GallerySection>
  );
}
