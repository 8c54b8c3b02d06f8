import type { UseFormReturnType } from '@mantine/form';
import type { CostFormValues } from './cost-form-model.ts';

export type CostForm = UseFormReturnType<CostFormValues>;
