import { useState } from 'react';
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CostDetail } from '@saldo/contracts/costs';
import { ApiError } from '../../../lib/api-client.ts';
import { todayIso } from '../../../lib/format.ts';
import { buyerOfContractor } from '../../../lib/party-summary.ts';
import { useContractor } from '../../contractors/api/queries.ts';
import { attachEmailFileToCost } from '../../email/api/email-api.ts';
import { newCostValues } from '../form/cost-form-model.ts';
import { CostForm } from '../form/CostForm.tsx';
import { BackToCosts } from '../form/FormPageStates.tsx';

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /documents/costs/add — a purchase document typed in from paper or a PDF. From the e-mail app
 * (?fromEmail, attachment, fileName, contractorId) the sender's contractor is the supplier and the
 * mailed PDF is attached to the cost once it is saved.
 */
export default function CostAddPage() {
  const { t } = useTranslation('costs');
  const [params] = useSearchParams();
  const emailId = idOf(params.get('fromEmail'));
  const attachmentId = idOf(params.get('attachment'));
  const contractorId = idOf(params.get('contractorId'));
  const fileName = params.get('fileName') ?? '';
  const contractor = useContractor(contractorId ?? 0);
  const [blank] = useState(() => newCostValues(todayIso()));
  const fromEmail = emailId !== null && attachmentId !== null;
  const afterCreate = fromEmail
    ? async (cost: CostDetail) => {
        try {
          await attachEmailFileToCost({ emailId, attachmentId, costId: cost.id });
        } catch (error) {
          notifications.show({
            color: 'red',
            title: t('form.fromEmailAttachFailed', { fileName }),
            message: error instanceof ApiError ? error.message : t('save.network'),
          });
        }
      }
    : undefined;
  const waiting = contractorId !== null && contractor.isPending;
  return (
    <Stack gap="md">
      <BackToCosts />
      <Title order={1} fz={26}>
        {t('form.newTitle')}
      </Title>
      {fromEmail && (
        <Alert color="blue" variant="light">
          {t('form.fromEmail', { fileName })}
        </Alert>
      )}
      {waiting ? (
        <Loader size="sm" aria-label={t('form.newTitle')} />
      ) : (
        <CostForm
          initialValues={contractor.data ? { ...blank, contractorId: contractor.data.id } : blank}
          supplier={contractor.data ? buyerOfContractor(contractor.data) : null}
          afterCreate={afterCreate}
        />
      )}
    </Stack>
  );
}
