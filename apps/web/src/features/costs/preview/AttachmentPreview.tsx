import { Alert, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CostAttachmentDto } from '@saldo/contracts/costs';
import { ApiError } from '../../../lib/api-client.ts';
import { isImage, isPdf } from './attachment-rules.ts';
import { useAttachmentBytes, useObjectUrl } from './use-attachment.ts';

const FRAME_HEIGHT = 640;

function PdfFrame({ blob, title }: { blob: Blob; title: string }) {
  const ref = useObjectUrl<HTMLIFrameElement>(blob);
  return <iframe ref={ref} title={title} style={{ width: '100%', height: FRAME_HEIGHT, border: 0 }} />;
}

function ImageView({ blob, alt }: { blob: Blob; alt: string }) {
  const ref = useObjectUrl<HTMLImageElement>(blob);
  return <img ref={ref} alt={alt} style={{ maxWidth: '100%', display: 'block' }} />;
}

/** The scan or PDF of the document, shown beside it. */
export function AttachmentPreview({ costId, attachment }: { costId: number; attachment: CostAttachmentDto }) {
  const { t } = useTranslation('costs');
  const previewable = isPdf(attachment.mimeType) || isImage(attachment.mimeType);
  const bytes = useAttachmentBytes(costId, previewable ? attachment.id : 0);
  const title = t('attachments.previewOf', { name: attachment.fileName });

  if (!previewable) {
    return (
      <Text size="sm" c="dimmed">
        {t('attachments.noPreview')}
      </Text>
    );
  }
  if (bytes.isError) {
    return (
      <Alert color="red" title={t('attachments.previewFailed')}>
        {bytes.error instanceof ApiError ? bytes.error.message : t('errors.network')}
      </Alert>
    );
  }
  if (!bytes.data) return <Skeleton height={FRAME_HEIGHT} aria-label={t('attachments.loadingPreview')} />;
  return isPdf(attachment.mimeType) ? (
    <PdfFrame blob={bytes.data} title={title} />
  ) : (
    <ImageView blob={bytes.data} alt={title} />
  );
}
