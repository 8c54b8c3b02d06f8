import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertCircle, IconFileCode, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COST_LIMITS } from '@saldo/contracts/costs';
import { ImportResults } from './ImportResults.tsx';
import { useCostImport, type ImportProgress } from './use-cost-import.ts';

const XML_TYPES = { 'application/xml': ['.xml'], 'text/xml': ['.xml'] };

/**
 * KSeF XML files in: dropped or picked (the zone is a button: Enter or Space opens the file dialog).
 * Each file becomes a draft to review, or is listed with the reason it was refused.
 */
export function ImportCostsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('costs');
  const upload = useCostImport();
  const close = () => {
    if (upload.busy) return;
    upload.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('import.title')} size="xl">
      <Stack gap="md">
        <Dropzone
          onDrop={(files) => void upload.run(files, [])}
          onReject={(rejections) =>
            void upload.run(
              [],
              rejections.map((rejection) => rejection.file),
            )
          }
          accept={XML_TYPES}
          multiple
          loading={upload.busy}
          aria-label={t('import.dropLabel')}
          inputProps={{ 'aria-label': t('import.pickFiles') }}
        >
          <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={40} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileCode size={40} aria-hidden />
            </Dropzone.Idle>
            <Stack gap={4}>
              <Text fw={500}>{t('import.drop')}</Text>
              <Text size="sm" c="dimmed">
                {t('import.hint', {
                  files: COST_LIMITS.importFiles,
                  max: COST_LIMITS.importFileBytes / 1024 / 1024,
                })}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {upload.progress && <UploadProgress progress={upload.progress} />}
        {upload.failure && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
            title={t('import.failed')}
          >
            {upload.failure}
          </Alert>
        )}
        {upload.results.length > 0 && <ImportResults results={upload.results} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={upload.busy}>
            {t('import.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function UploadProgress({ progress }: { progress: ImportProgress }) {
  const { t } = useTranslation('costs');
  const label = t('import.uploading', { done: progress.done, total: progress.total });
  return (
    <Stack gap={4}>
      <Progress.Root size="lg">
        <Progress.Section
          value={Math.max(5, (progress.done / progress.total) * 100)}
          animated
          striped
          aria-label={label}
        />
      </Progress.Root>
      <Text size="sm" c="dimmed" aria-live="polite">
        {label}
      </Text>
    </Stack>
  );
}
