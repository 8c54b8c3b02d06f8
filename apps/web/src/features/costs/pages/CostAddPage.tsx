import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/format.ts';
import { newCostValues } from '../form/cost-form-model.ts';
import { CostForm } from '../form/CostForm.tsx';
import { BackToCosts } from '../form/FormPageStates.tsx';

/** /documents/costs/add — a purchase document typed in from paper or a PDF. */
export default function CostAddPage() {
  const { t } = useTranslation('costs');
  const [initialValues] = useState(() => newCostValues(todayIso()));
  return (
    <Stack gap="md">
      <BackToCosts />
      <Title order={1} fz={26}>
        {t('form.newTitle')}
      </Title>
      <CostForm initialValues={initialValues} supplier={null} />
    </Stack>
  );
}
