import { Code, SimpleGrid, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GallerySection } from '../../../components/GalleryPage.tsx';
import { firstFamily, tokenPx } from './tokens.ts';

/**
 * The specimen: every Polish letter with a diacritic, in upper and lower case, and the digits and
 * signs of an amount. It stays Polish in every UI language, since the glyphs are what it shows.
 */
const POLISH_SPECIMEN = 'Zażółć gęślą jaźń. ZAŻÓŁĆ GĘŚLĄ JAŹŃ. Faktura FV/12/05/2026: 1 234,56 zł';
const SHORT_SPECIMEN = 'Zażółć gęślą jaźń';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

const px = (value: string, scale: number) => {
  const pixels = tokenPx(value, scale);
  return pixels === null ? '—' : `${Math.round(pixels * 100) / 100} px`;
};

export function FontFamilies() {
  const { t } = useTranslation('galleryUi');
  const theme = useMantineTheme();
  const families = [
    ['body', theme.fontFamily],
    ['headings', theme.headings.fontFamily],
    ['monospace', theme.fontFamilyMonospace],
  ] as const;
  return (
    <GallerySection title={t('demo.typography.families')} description={t('demo.typography.familiesNote')}>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {families.map(([role, stack]) => (
          <Stack key={role} gap={6}>
            <Text size="sm" fw={700}>
              {t(`demo.typography.role.${role}`)}: {firstFamily(stack ?? '')}
            </Text>
            <Text lang="pl" ff={stack} fz="lg">
              {POLISH_SPECIMEN}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {stack}
            </Code>
          </Stack>
        ))}
      </SimpleGrid>
    </GallerySection>
  );
}

/**
 * h1–h6 as the theme sizes them (no scroll container: the samples wrap, and a scrolling region
 * with no control in it would need a keyboard stop of its own). Drawn as paragraphs in the headings' style, not as headings: six
 * extra headings would break the page's outline for a screen reader.
 */
export function HeadingScale() {
  const { t } = useTranslation('galleryUi');
  const theme = useMantineTheme();
  return (
    <GallerySection title={t('demo.typography.headings')} description={t('demo.typography.headingsNote')}>
      <Table verticalSpacing="sm" aria-label={t('demo.typography.headings')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('demo.typography.token')}</Table.Th>
            <Table.Th>{t('demo.typography.sample')}</Table.Th>
            <Table.Th>{t('demo.typography.size')}</Table.Th>
            <Table.Th>{t('demo.typography.lineHeight')}</Table.Th>
            <Table.Th>{t('demo.typography.weight')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {HEADINGS.map((level) => {
            const style = theme.headings.sizes[level];
            const weight = style.fontWeight ?? theme.headings.fontWeight;
            return (
              <Table.Tr key={level}>
                <Table.Td>
                  <Code>{level}</Code>
                </Table.Td>
                <Table.Td>
                  <Text
                    lang="pl"
                    ff={theme.headings.fontFamily}
                    fz={style.fontSize}
                    lh={style.lineHeight}
                    fw={weight}
                  >
                    {SHORT_SPECIMEN}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{px(style.fontSize, theme.scale)}</Table.Td>
                <Table.Td>{style.lineHeight}</Table.Td>
                <Table.Td>{weight}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </GallerySection>
  );
}

export function TextScale() {
  const { t } = useTranslation('galleryUi');
  const theme = useMantineTheme();
  return (
    <GallerySection title={t('demo.typography.sizes')} description={t('demo.typography.sizesNote')}>
      <Table verticalSpacing="sm" aria-label={t('demo.typography.sizes')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('demo.typography.token')}</Table.Th>
            <Table.Th>{t('demo.typography.sample')}</Table.Th>
            <Table.Th>{t('demo.typography.size')}</Table.Th>
            <Table.Th>{t('demo.typography.lineHeight')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SIZES.map((size) => (
            <Table.Tr key={size}>
              <Table.Td>
                <Code>{size}</Code>
              </Table.Td>
              <Table.Td>
                <Text lang="pl" size={size} lh={theme.lineHeights[size]}>
                  {POLISH_SPECIMEN}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{px(theme.fontSizes[size], theme.scale)}</Table.Td>
              <Table.Td>{theme.lineHeights[size]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </GallerySection>
  );
}

export function FontWeights() {
  const { t } = useTranslation('galleryUi');
  const theme = useMantineTheme();
  return (
    <GallerySection title={t('demo.typography.weights')} description={t('demo.typography.weightsNote')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {Object.entries(theme.fontWeights).map(([name, weight]) => (
          <Stack key={name} gap={4}>
            <Text size="sm">
              <Code>{name}</Code> {weight}
            </Text>
            <Text lang="pl" fw={weight} fz="lg">
              {SHORT_SPECIMEN}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </GallerySection>
  );
}
