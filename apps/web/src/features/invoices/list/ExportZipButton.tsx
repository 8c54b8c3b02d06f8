import { useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceListQuery } from '@saldo/contracts/invoices';
import { ApiError } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useOverlayOnDemand } from '../../../lib/use-overlay-on-demand.ts';
import { downloadInvoiceZip, type ExportProgress } from '../api/export-zip.ts';

type State =
  | { step: 'closed' }
  | { step: 'confirm' }
  | { step: 'running'; progress: ExportProgress | null }
  | { step: 'failed'; message: string };

/**
 * "For the accountant": the invoices the list's filters find, as one ZIP of PDFs, KSeF files and the
 * register. The download shows how many invoices have arrived and can be cancelled, which stops the
 * server's work too.
 */
export function ExportZipButton({ query }: { query: InvoiceListQuery }) {
  const { t } = useTranslation('invoices');
  const [state, setState] = useState<State>({ step: 'closed' });
  const dialogMounted = useOverlayOnDemand(state.step !== 'closed');
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'running', progress: null });
    try {
      const { blob, fileName } = await downloadInvoiceZip(query, {
        signal: controller.signal,
        onProgress: (progress) => setState({ step: 'running', progress }),
      });
      saveBlob(blob, fileName);
      setState({ step: 'closed' });
      notifications.show({ color: 'green', message: t('export.done', { fileName }) });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ step: 'failed', message: error instanceof ApiError ? error.message : t('export.failed') });
    } finally {
      abort.current = null;
    }
  };

  const close = () => {
    abort.current?.abort();
    setState({ step: 'closed' });
  };

  const progress = state.step === 'running' ? state.progress : null;
  const percent = progress && progress.total > 0 ? (100 * progress.done) / progress.total : 0;

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileZip size={16} aria-hidden />}
        onClick={() => setState({ step: 'confirm' })}
      >
        {t('export.button')}
      </Button>
      {dialogMounted && (
        <Modal opened={state.step !== 'closed'} onClose={close} title={t('export.title')} centered>
          <Stack gap="md">
            <Text size="sm">{t('export.description')}</Text>
            {state.step === 'running' && (
              <Stack gap={6}>
                <Progress value={percent} animated={progress === null} aria-label={t('export.title')} />
                <Text size="sm" c="dimmed" aria-live="polite">
                  {progress === null
                    ? t('export.preparing')
                    : t('export.progress', { done: progress.done, total: progress.total })}
                </Text>
              </Stack>
            )}
            {state.step === 'failed' && (
              <Alert color="red" title={t('export.failed')}>
                {state.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {state.step === 'running' ? t('export.cancel') : t('export.close')}
              </Button>
              {state.step !== 'running' && <Button onClick={() => void start()}>{t('export.start')}</Button>}
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
