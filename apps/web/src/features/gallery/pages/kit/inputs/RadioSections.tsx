import { Group, Loader, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, PRICE_MODES } from '@saldo/contracts/invoices';
import {
  PRINT_LANGUAGES,
  VAT_PAYER_STATUSES,
  type BankAccount,
  type CompanyInfo,
} from '@saldo/contracts/organization-settings';
import { formatIban } from '@saldo/domain/identifiers/iban';
import { useBankAccounts, useCompany } from '../../../../settings/api/queries.ts';
import { QueryData } from '../../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { InputStatesSection, SizesSection } from './common.tsx';
import { COLORS } from './sizes.ts';

export function RadioVariants() {
  const { t } = useTranslation(['galleryInputs', 'gallery', 'invoiceForm', 'settings']);
  return (
    <GallerySection title={t('gallery:frame.variants')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Example label={t('demo.radio.inRow')}>
          <Radio.Group label={t('invoiceForm:currency.priceMode')} defaultValue="net">
            <Group mt="xs">
              {PRICE_MODES.map((mode) => (
                <Radio key={mode} value={mode} label={t(`invoiceForm:priceModes.${mode}`)} />
              ))}
            </Group>
          </Radio.Group>
        </Example>
        <Example label={t('demo.radio.inColumn')}>
          <Radio.Group label={t('invoiceForm:payment.method')} defaultValue="transfer">
            <Stack gap={6} mt="xs">
              {PAYMENT_METHODS.map((method) => (
                <Radio key={method} value={method} label={t(`invoiceForm:paymentMethods.${method}`)} />
              ))}
            </Stack>
          </Radio.Group>
        </Example>
        <Example label='variant="outline" · labelPosition="left"'>
          <Radio.Group label={t('invoiceForm:currency.priceMode')} defaultValue="gross">
            <Stack gap={6} mt="xs">
              {PRICE_MODES.map((mode) => (
                <Radio
                  key={mode}
                  variant="outline"
                  labelPosition="left"
                  value={mode}
                  label={t(`invoiceForm:priceModes.${mode}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
        </Example>
        <Example label="color">
          <Radio.Group label={t('demo.radio.colors')} defaultValue="indigo">
            <Group mt="xs">
              {COLORS.map((color) => (
                <Radio key={color} color={color} value={color} label={t(`demo.colors.${color}`)} />
              ))}
            </Group>
          </Radio.Group>
        </Example>
        <Example label="Radio.Card">
          <Radio.Group label={t('settings:printing.defaultLanguage')} defaultValue="polish">
            <Stack gap="xs" mt="xs">
              {PRINT_LANGUAGES.map((language) => (
                <Radio.Card key={language} value={language} radius="md" p="sm">
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <div>
                      <Text fw={600} size="sm">
                        {t(`settings:printing.languages.${language}`)}
                      </Text>
                      <Text size="xs">{t(`demo.radio.languageHint.${language}`)}</Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

export function RadioSizes() {
  const { t } = useTranslation(['galleryInputs', 'invoiceForm']);
  return (
    <SizesSection>
      {(size) => (
        <Radio.Group size={size} label={t('invoiceForm:currency.priceMode')} defaultValue="net">
          <Group mt="xs">
            {PRICE_MODES.map((mode) => (
              <Radio key={mode} size={size} value={mode} label={t(`invoiceForm:priceModes.${mode}`)} />
            ))}
          </Group>
        </Radio.Group>
      )}
    </SizesSection>
  );
}

function AccountChoice({ accounts }: { accounts: readonly BankAccount[] }) {
  const { t } = useTranslation('galleryInputs');
  const initial = accounts.find((account) => account.isDefault) ?? accounts[0];
  return (
    <Radio.Group label={t('demo.radio.account')} defaultValue={initial ? String(initial.id) : undefined}>
      <Stack gap="xs" mt="xs">
        {accounts.map((account) => (
          <Radio
            key={account.id}
            value={String(account.id)}
            label={`${account.name} · ${account.currency}`}
            description={formatIban(account.iban)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function VatStatusChoice({ company }: { company: CompanyInfo }) {
  const { t } = useTranslation('settings');
  return (
    <Radio.Group label={t('company.vatStatus')} defaultValue={company.vatStatus}>
      <Group mt="xs">
        {VAT_PAYER_STATUSES.map((status) => (
          <Radio key={status} value={status} label={t(`company.vatStatuses.${status}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** The organization's own settings as choices: its bank accounts and its VAT status. */
export function RadioFromSettings() {
  const { t } = useTranslation('galleryInputs');
  const accounts = useBankAccounts();
  const company = useCompany();
  return (
    <GallerySection title={t('demo.radio.settingsTitle')} description={t('demo.radio.settingsNote')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <QueryData query={accounts} isEmpty={(list) => list.length === 0}>
          {(list) => <AccountChoice accounts={list} />}
        </QueryData>
        <QueryData query={company}>{(data) => <VatStatusChoice company={data} />}</QueryData>
      </SimpleGrid>
    </GallerySection>
  );
}

export function RadioStates() {
  const { t } = useTranslation(['galleryInputs', 'invoiceForm']);
  const modes = PRICE_MODES.map((mode) => (
    <Radio key={mode} value={mode} label={t(`invoiceForm:priceModes.${mode}`)} />
  ));
  const methods = PAYMENT_METHODS.slice(0, 3).map((method) => (
    <Radio key={method} value={method} label={t(`invoiceForm:paymentMethods.${method}`)} />
  ));
  return (
    <InputStatesSection
      states={{
        description: (
          <Radio.Group
            label={t('invoiceForm:currency.priceMode')}
            description={t('demo.radio.priceModeHint')}
            defaultValue="net"
          >
            <Group mt="xs">{modes}</Group>
          </Radio.Group>
        ),
        error: (
          <Radio.Group label={t('invoiceForm:payment.method')} error={t('demo.radio.methodError')}>
            <Group mt="xs">{methods}</Group>
          </Radio.Group>
        ),
        disabled: (
          <Radio.Group
            label={t('invoiceForm:currency.priceMode')}
            description={t('demo.radio.lockedHint')}
            disabled
            defaultValue="gross"
          >
            <Group mt="xs">{modes}</Group>
          </Radio.Group>
        ),
        readOnly: (
          <Radio.Group label={t('invoiceForm:payment.method')} readOnly defaultValue="card">
            <Group mt="xs">{methods}</Group>
          </Radio.Group>
        ),
        required: (
          <Radio.Group label={t('invoiceForm:payment.method')} withAsterisk required>
            <Group mt="xs">{methods}</Group>
          </Radio.Group>
        ),
        loading: (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('demo.radio.account')}
            </Text>
            <Group gap="xs">
              <Loader size="xs" role="status" aria-label={t('demo.radio.loadingAccounts')} />
              <Text size="sm">{t('demo.radio.loadingAccounts')}</Text>
            </Group>
          </Stack>
        ),
      }}
    />
  );
}
