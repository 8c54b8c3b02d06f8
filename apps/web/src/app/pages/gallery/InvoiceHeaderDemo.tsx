import { useState } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Contractor } from '@saldo/contracts/contractors';
import { BuyerPicker } from '../../../features/invoices/form/BuyerPicker.tsx';
import { DocumentFields } from '../../../features/invoices/form/DocumentFields.tsx';
import {
  newInvoiceValues,
  type InvoiceFormValues,
} from '../../../features/invoices/form/invoice-form-model.ts';
import { SellerBlock } from '../../../features/invoices/form/SellerBlock.tsx';
import type { NewInvoiceDefaults } from '../../../features/invoices/form/invoice-form-model.ts';
import { buyerOfContractor, type BuyerSummary } from '../../../lib/party-summary.ts';

/**
 * The invoice form's header (its own seller, buyer and document fields, not copies) on a form of its
 * own that is never saved: seller and buyer side by side on a wide screen, one above the other on a
 * phone, then the document's dates and place.
 */
export function InvoiceHeaderDemo({ defaults }: { defaults: NewInvoiceDefaults }) {
  const form = useForm<InvoiceFormValues>({ initialValues: newInvoiceValues('vat', defaults) });
  const [buyer, setBuyer] = useState<BuyerSummary | null>(null);
  const pick = (contractor: Contractor) => {
    setBuyer(buyerOfContractor(contractor));
    form.setFieldValue('contractorId', contractor.id);
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SellerBlock form={form} />
        <BuyerPicker form={form} buyer={buyer} onPick={pick} />
      </SimpleGrid>
      <DocumentFields form={form} onSaleDateChange={() => undefined} />
    </Stack>
  );
}
