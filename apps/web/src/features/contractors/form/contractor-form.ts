import type { UseFormReturnType } from '@mantine/form';
import type { ContractorFormValues } from './form-model.ts';

export type ContractorForm = UseFormReturnType<ContractorFormValues>;
