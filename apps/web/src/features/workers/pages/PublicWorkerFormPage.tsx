import { Alert, Box, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { workerFormRefusalCodes, type PublicWorkerForm } from '@saldo/contracts/workers';
import { ApiError } from '../../../lib/api-client.ts';
import { loadTranslations } from '../../../lib/i18n.ts';
import { fetchPublicWorkerForm } from '../api/workers-api.ts';
import { QuestionnaireForm } from '../forms/QuestionnaireForm.tsx';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Center mih="100vh" p="md">
      <Box w="100%" maw={720}>
        {children}
      </Box>
    </Center>
  );
}

/**
 * /worker-form?token=…: the personal questionnaire, logged out. The token stays in the query, which
 * the server's request log redacts. The page speaks the language the employer chose for the mail.
 */
export default function PublicWorkerFormPage() {
  const { t, i18n } = useTranslation('workers');
  const token = useSearchParams()[0].get('token') ?? '';
  const [done, setDone] = useState(false);
  const form = useQuery({
    queryKey: ['worker-form', token],
    queryFn: async ({ signal }): Promise<PublicWorkerForm> => {
      const answer = await fetchPublicWorkerForm(token, signal);
      await loadTranslations(answer.language, 'workers');
      return answer;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const fixed = form.data ? i18n.getFixedT(form.data.language, 'workers') : t;

  if (token === '' || form.isError) {
    const code = form.error instanceof ApiError ? form.error.code : undefined;
    const message =
      code === workerFormRefusalCodes.expired
        ? t('public.expired')
        : code === workerFormRefusalCodes.used
          ? t('public.used')
          : form.error instanceof ApiError && form.error.status !== 404
            ? form.error.message
            : t('public.invalid');
    return (
      <Frame>
        <Alert
          color="orange"
          icon={<IconAlertCircle aria-hidden />}
          title={t('public.unavailableTitle')}
          role="alert"
        >
          {message}
        </Alert>
      </Frame>
    );
  }
  if (!form.data) {
    return (
      <Frame>
        <Center>
          <Loader aria-label={t('loading')} />
        </Center>
      </Frame>
    );
  }
  if (done) {
    return (
      <Frame>
        <Alert
          color="green"
          icon={<IconCircleCheck aria-hidden />}
          title={fixed('public.thanksTitle')}
          role="status"
        >
          {fixed('public.thanks', { organization: form.data.organizationName })}
        </Alert>
      </Frame>
    );
  }
  return (
    <Frame>
      <Card withBorder radius="md" p="lg" lang={form.data.language}>
        <Stack gap="md">
          <Title order={1} fz={24}>
            {fixed('public.title')}
          </Title>
          <Text size="sm">{fixed('public.intro', { organization: form.data.organizationName })}</Text>
          <Text size="xs" c="dimmed">
            {fixed('public.legal')}
          </Text>
          <QuestionnaireForm
            token={token}
            includePayroll={form.data.includePayroll}
            t={fixed}
            onSent={() => setDone(true)}
          />
        </Stack>
      </Card>
    </Frame>
  );
}
