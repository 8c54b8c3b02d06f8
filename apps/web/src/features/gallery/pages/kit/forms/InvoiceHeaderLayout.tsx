import { useState } from 'react';
import { Card, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyInfo } from '@saldo/contracts/organization-settings';
import type { GoodTableList } from '@saldo/contracts/gallery';
import { contractorsOf } from '../../../components/component-data.ts';

/** Today in the browser's calendar (not UTC), the date a new invoice starts with. */
function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The invoice form's header: seller and buyer side by side on a wide screen, one above the other on
 * a phone; then the document's dates and place in three columns. The seller is the company's saved
 * details, the buyers are the contractors of the company's invoices.
 */
export function InvoiceHeaderLayout({
  company,
  invoices,
}: {
  company: CompanyInfo;
  invoices: GoodTableList;
}) {
  const { t } = useTranslation('invoiceForm');
  const buyers = contractorsOf(invoices.rows);
  const [buyerId, setBuyerId] = useState<string | null>(buyers[0] ? String(buyers[0].id) : null);
  const buyer = buyers.find((each) => String(each.id) === buyerId);
  const today = localToday();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" p="sm">
          <Title order={3} fz="md" mb={4}>
            {t('seller.title')}
          </Title>
          <Text size="sm" fw={600}>
            {company.name}
          </Text>
          <Text size="sm">NIP {company.nip}</Text>
          <Text size="sm">
            {[company.street, company.buildingNumber].filter(Boolean).join(' ')}, {company.postalCode}{' '}
            {company.city}
          </Text>
        </Card>
        <Card withBorder radius="md" p="sm">
          <Title order={3} fz="md" mb={4}>
            {t('buyer.label')}
          </Title>
          <Select
            label={t('buyer.details')}
            data={buyers.map((each) => ({ value: String(each.id), label: each.name }))}
            value={buyerId}
            onChange={setBuyerId}
            allowDeselect={false}
            searchable
            comboboxProps={{ keepMounted: false }}
          />
          {buyer && (
            <Text size="sm" mt={6}>
              {buyer.nip ? `NIP ${buyer.nip} · ` : ''}
              {buyer.city}
            </Text>
          )}
        </Card>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput type="date" label={t('document.issueDate')} withAsterisk defaultValue={today} />
        <TextInput type="date" label={t('document.saleDate')} withAsterisk defaultValue={today} />
        <TextInput label={t('document.placeOfIssue')} defaultValue={company.city} />
      </SimpleGrid>
    </Stack>
  );
}
