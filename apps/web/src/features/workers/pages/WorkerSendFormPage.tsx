import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SendFormCard } from '../forms/SendFormCard.tsx';
import { SentFormsCard } from '../forms/SentFormsCard.tsx';

/** /apps/workers/send-form: mail a questionnaire, and review the answers that came back. */
export default function WorkerSendFormPage() {
  const { t } = useTranslation('workers');
  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {t('send.pageTitle')}
      </Title>
      <SendFormCard />
      <SentFormsCard />
    </Stack>
  );
}
