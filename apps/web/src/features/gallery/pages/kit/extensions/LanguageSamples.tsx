import { Badge, Box, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@saldo/domain/money';
import { isLanguage, languageInfo, languages, type Language } from '@saldo/i18n/languages';
import { LanguageFlag } from '../../../../../components/LanguageFlag.tsx';
import { formatIsoDate, moneyLocale } from '../../../../../lib/format.ts';
import { numberFormat } from '../../../../../lib/intl-format.ts';

/** The counts the plural sample shows: Polish alone needs three forms for them (1, 2–4 and 22, 5). */
const PLURAL_COUNTS = [1, 2, 5, 22] as const;

/** A gross amount (grosze, PLN) and a date (YYYY-MM-DD) as each language writes them. */
export function LanguageSamples({ amount, date }: { amount: number; date: string }) {
  const { t, i18n } = useTranslation('galleryExtensions');
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 5 }}>
      {languages.map((lng) => {
        const fixedT = i18n.getFixedT(lng, 'galleryExtensions');
        return (
          <Card key={lng} withBorder radius="md" p="sm" lang={lng} component="article">
            <Stack gap="xs">
              <Group gap="xs" wrap="nowrap">
                {/* The flag keeps its size in a narrow card; the name wraps instead. */}
                <Box style={{ flexShrink: 0 }}>
                  <LanguageFlag lng={lng} />
                </Box>
                <Title order={3} fz="md">
                  {languageInfo[lng].name}
                </Title>
              </Group>
              {lng === current && (
                <Badge size="sm" variant="light" lang={current} w="fit-content">
                  {t('demo.i18n.current')}
                </Badge>
              )}
              <Text size="sm">{fixedT('demo.i18n.sentence')}</Text>
              <List size="sm" spacing={2}>
                {PLURAL_COUNTS.map((count) => (
                  <List.Item key={count}>{fixedT('demo.i18n.invoices', { count })}</List.Item>
                ))}
              </List>
              <Stack gap={0}>
                <Text size="xs" fw={700}>
                  {fixedT('demo.i18n.amountIntl')}
                </Text>
                <Text size="sm">
                  {numberFormat(lng, { style: 'currency', currency: 'PLN' }).format(amount / 100)}
                </Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" fw={700}>
                  {fixedT('demo.i18n.amountInvoice')}
                </Text>
                <Text size="sm">{formatMoney(amount, { locale: moneyLocale(lng), currency: 'PLN' })}</Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" fw={700}>
                  {fixedT('demo.i18n.date')}
                </Text>
                <Text size="sm">{formatIsoDate(date, lng)}</Text>
              </Stack>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
