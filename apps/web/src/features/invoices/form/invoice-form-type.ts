import type { UseFormReturnType } from '@mantine/form';
import type { InvoiceFormValues } from './invoice-form-model.ts';

export type InvoiceForm = UseFormReturnType<InvoiceFormValues>;
