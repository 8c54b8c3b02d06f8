import { Alert, Button, Group, Loader, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import { useDropzone } from 'react-dropzone';
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
        <XmlDropZone busy={upload.busy} onFiles={(accepted, refused) => void upload.run(accepted, refused)} />
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

/**
 * The drop zone (react-dropzone directly: @mantine/dropzone declares Node 22, decision 0001). The
 * zone is a button: Enter or Space opens the file dialog. Refused files go along, to be listed.
 */
function XmlDropZone({
  busy,
  onFiles,
}: {
  busy: boolean;
  onFiles: (accepted: File[], refused: File[]) => void;
}) {
  const { t } = useTranslation('costs');
  const zone = useDropzone({
    accept: XML_TYPES,
    multiple: true,
    disabled: busy,
    onDrop: (accepted, rejections) =>
      onFiles(
        accepted,
        rejections.map((rejection) => rejection.file),
      ),
  });
  const color = zone.isDragReject ? 'red' : zone.isDragAccept ? 'blue' : 'gray';
  const Icon = zone.isDragReject ? IconX : zone.isDragAccept ? IconUpload : IconFileCode;
  return (
    <>
      <Paper
        {...zone.getRootProps({ role: 'button', 'aria-label': t('import.dropLabel') })}
        withBorder
        radius="md"
        p="md"
        style={{
          borderStyle: 'dashed',
          borderColor: `var(--mantine-color-${color}-5)`,
          cursor: busy ? 'progress' : 'pointer',
        }}
      >
        <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
          {busy ? <Loader size={40} /> : <Icon size={40} aria-hidden />}
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
      </Paper>
      {/* Beside the zone, not in it: a control inside a button is a nested control (axe). */}
      <input {...zone.getInputProps({ 'aria-label': t('import.pickFiles') })} />
    </>
  );
}
