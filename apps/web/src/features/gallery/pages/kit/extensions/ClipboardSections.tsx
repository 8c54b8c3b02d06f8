import { Badge, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GoodTableRow } from '@saldo/contracts/gallery';
import type { KsefInvoiceState } from '@saldo/contracts/ksef';
import type { BankAccount } from '@saldo/contracts/organization-settings';
import { formatIban } from '@saldo/domain/identifiers/iban';
import { QueryData } from '../../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { CopyValue } from './CopyValue.tsx';
import type { ClipboardWrite } from './use-copy.ts';

/** A browser that says no, as one does on a page it does not trust or when the user has blocked it. */
const refusingClipboard: ClipboardWrite = () =>
  Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));

/** Invoice numbers, as a list row and the invoice's header offer them. */
export function InvoiceNumbersSection({ rows }: { rows: readonly GoodTableRow[] }) {
  const { t } = useTranslation('galleryExtensions');
  return (
    <GallerySection title={t('demo.clipboard.numbers')} description={t('demo.clipboard.numbersNote')}>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {rows.slice(0, 3).map((row) => (
          <CopyValue
            key={row.id}
            label={t('demo.clipboard.numberOf', { buyer: row.contractorName })}
            value={row.number}
          />
        ))}
      </SimpleGrid>
    </GallerySection>
  );
}

/** The KSeF number of the newest invoice, once KSeF has accepted it; until then nothing to copy. */
export function KsefNumberSection({
  row,
  ksef,
}: {
  row: GoodTableRow;
  ksef: UseQueryResult<KsefInvoiceState>;
}) {
  const { t } = useTranslation('galleryExtensions');
  return (
    <GallerySection title={t('demo.clipboard.ksef')} description={t('demo.clipboard.ksefNote')}>
      <QueryData query={ksef}>
        {(state) =>
          state.ksefNumber ? (
            <CopyValue label={t('demo.clipboard.ksefOf', { number: row.number })} value={state.ksefNumber} />
          ) : (
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {t('demo.clipboard.ksefOf', { number: row.number })}
              </Text>
              <Group gap="xs">
                <Badge variant="light" color="gray">
                  {t(`demo.clipboard.ksefStates.${state.state}`)}
                </Badge>
                <Button
                  size="compact-sm"
                  variant="light"
                  disabled
                  leftSection={<IconCopy size={14} aria-hidden />}
                >
                  {t('demo.clipboard.copy')}
                </Button>
              </Group>
              <Text size="sm">{t('demo.clipboard.ksefNone')}</Text>
            </Stack>
          )
        }
      </QueryData>
    </GallerySection>
  );
}

/** The company's bank accounts from the settings: shown in groups of four, copied without spaces. */
export function BankAccountsSection({ accounts }: { accounts: UseQueryResult<BankAccount[]> }) {
  const { t } = useTranslation('galleryExtensions');
  return (
    <GallerySection title={t('demo.clipboard.iban')} description={t('demo.clipboard.ibanNote')}>
      <QueryData query={accounts} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {list.map((account) => (
              <CopyValue
                key={account.id}
                label={`${account.name} (${account.currency})`}
                value={account.iban}
                display={formatIban(account.iban)}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryData>
    </GallerySection>
  );
}

/** Mantine's CopyButton as the calendar feed and the blog's RSS card use it, and a refused copy. */
export function CopyPatternsSection({ row }: { row: GoodTableRow }) {
  const { t } = useTranslation('galleryExtensions');
  return (
    <GallerySection title={t('demo.clipboard.patterns')} description={t('demo.clipboard.patternsNote')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Example label="<CopyButton>">
          <Group gap="xs">
            <Text size="sm">{row.number}</Text>
            <CopyButton value={row.number}>
              {({ copied, copy }) => (
                <Button
                  size="compact-sm"
                  variant="light"
                  color={copied ? 'teal' : 'indigo'}
                  leftSection={
                    copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                  }
                  onClick={copy}
                >
                  {copied ? t('demo.clipboard.copied') : t('demo.clipboard.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Example>
        <Example label={t('demo.clipboard.refusedLabel')}>
          <CopyValue
            label={t('demo.clipboard.numberOf', { buyer: row.contractorName })}
            value={row.number}
            write={refusingClipboard}
          />
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}
