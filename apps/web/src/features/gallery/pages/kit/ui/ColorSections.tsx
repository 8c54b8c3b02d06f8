import { Badge, Box, Code, Table, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GallerySection } from '../../../components/GalleryPage.tsx';
import { aaLevel, contrastRatio, formatRatio, parseColor, type AaLevel, type Rgb } from './contrast.ts';

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const LEVEL_COLOR: Record<AaLevel, string> = { text: 'teal', large: 'gray', fail: 'red' };

/** A colour shown as a chip: decorative, the figures beside it say what it means. */
export function Swatch({ color }: { color: string }) {
  return (
    <Box
      aria-hidden
      w={44}
      h={22}
      bg={color}
      style={{ borderRadius: 4, border: '1px solid var(--mantine-color-default-border)' }}
    />
  );
}

/** A ratio and its AA verdict, written on the table's own neutral background. */
export function RatioCell({ ratio }: { ratio: number | null }) {
  const { t, i18n } = useTranslation('galleryUi');
  if (ratio === null) return <Table.Td>—</Table.Td>;
  const level = aaLevel(ratio);
  return (
    <Table.Td>
      <Text span size="sm" mr="xs">
        {formatRatio(ratio, i18n.language)}
      </Text>
      <Badge variant="light" color={LEVEL_COLOR[level]} size="sm">
        {t(`demo.colors.level.${level}`)}
      </Badge>
    </Table.Td>
  );
}

/** The ten shades of one theme colour, each against white and against the dark skin's page. */
export function ShadesTable({ name }: { name: string }) {
  const { t } = useTranslation('galleryUi');
  const theme = useMantineTheme();
  const shades = theme.colors[name] ?? [];
  // The dark skin's background: Mantine's --mantine-color-body there (dropdowns, papers, inputs) is
  // dark.7. The skin section above measures the real card and page of the current skin.
  const darkPage = parseColor(theme.colors.dark[7]);
  const primary = name === theme.primaryColor;
  const title = primary ? t('demo.colors.primaryTitle', { name }) : name;
  return (
    <GallerySection
      title={title}
      description={primary ? t('demo.colors.primaryNote', primaryShades(theme)) : undefined}
    >
      <Table verticalSpacing={6} aria-label={t('demo.colors.shadesOf', { name })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('demo.colors.shade')}</Table.Th>
            <Table.Th>{t('demo.colors.swatch')}</Table.Th>
            <Table.Th>{t('demo.colors.value')}</Table.Th>
            <Table.Th>{t('demo.colors.onWhite')}</Table.Th>
            <Table.Th>{t('demo.colors.onDark')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shades.map((hex, index) => {
            const rgb = parseColor(hex);
            return (
              <Table.Tr key={hex + String(index)}>
                <Table.Td>
                  <Code>
                    {name}.{index}
                  </Code>
                </Table.Td>
                <Table.Td>
                  <Swatch color={hex} />
                </Table.Td>
                <Table.Td ff="monospace">{hex}</Table.Td>
                <RatioCell ratio={rgb ? contrastRatio(rgb, WHITE) : null} />
                <RatioCell ratio={rgb && darkPage ? contrastRatio(rgb, darkPage) : null} />
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </GallerySection>
  );
}

function primaryShades(theme: ReturnType<typeof useMantineTheme>): { light: number; dark: number } {
  const shade = theme.primaryShade;
  return typeof shade === 'number' ? { light: shade, dark: shade } : { light: shade.light, dark: shade.dark };
}
